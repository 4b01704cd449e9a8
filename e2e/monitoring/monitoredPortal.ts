import { spawn } from 'node:child_process';

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

async function untilServed(url: string, deadline = Date.now() + 20_000): Promise<void> {
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not served in time.`);
}

/**
 * `npm run build:portal` with `settings` into `buildDir` (PORTAL_BUILD_DIR, beside build/, which stays as it is),
 * then served by Debian's nginx with the site that build wrote, on `port`, as e2e serves build/portal
 * (scripts/nginx-serve.sh). Returns the function that stops nginx.
 */
export async function buildAndServe(
  buildDir: string,
  settings: Record<string, string>,
  port: number,
): Promise<() => void> {
  await run('npm', ['run', 'build:portal'], { ...settings, PORTAL_BUILD_DIR: buildDir });
  // nginx-serve.sh execs nginx: this child is nginx's master, which takes its worker with it
  const nginx = spawn('bash', ['scripts/nginx-serve.sh'], {
    env: { ...process.env, PORTAL_PORT: String(port), PORTAL_BUILD_DIR: buildDir },
    stdio: 'ignore',
  });
  const stop = () => void nginx.kill('SIGTERM');
  await untilServed(`http://localhost:${port}/login`).catch((error: unknown) => {
    stop();
    throw error;
  });
  return stop;
}
