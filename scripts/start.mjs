// `npm start`: the API simulator (http://localhost:8787) and the portal's dev server
// (http://localhost:5173) together; stopping one stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'packages/api-sim/src/serve.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/portal/vite.config.ts'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
