// `npm start`: the API simulator (http://localhost:8787), the portal's dev server (http://localhost:5173) and the
// game's demo homepage with the embed (http://localhost:5180, cross-site at http://127.0.0.1:5180) together;
// stopping one stops all.
import { spawn, spawnSync } from 'node:child_process';

// The demo homepage's embed.js is made from the package's built elements entry (it carries the stylesheet as
// text), so the package is built once first; a fresh clone has no dist yet.
const build = spawnSync('npm', ['run', '--silent', 'build:widgets'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Each child leads its own process group, so stopping it also stops what npx started under it.
const start = (args) => spawn('npx', args, { stdio: 'inherit', detached: true });
const children = [
  start(['tsx', 'packages/api-sim/src/serve.ts']),
  start(['vite', '--config', 'apps/portal/vite.config.ts']),
  spawn('node', ['scripts/demo-site.mjs'], { stdio: 'inherit', detached: true }),
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
