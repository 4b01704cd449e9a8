// `npm start`: the API simulator (http://localhost:8787) and the portal's dev server
// (http://localhost:5173) together; stopping one stops both.
import { spawn } from 'node:child_process';

// Each child leads its own process group, so stopping it also stops what npx started under it.
const start = (args) => spawn('npx', args, { stdio: 'inherit', detached: true });
const children = [
  start(['tsx', 'packages/api-sim/src/serve.ts']),
  start(['vite', '--config', 'apps/portal/vite.config.ts']),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
