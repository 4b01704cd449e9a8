// Building and serving for `npm run bench`: the production build of the portal, served by nginx with the site the
// build wrote (scripts/nginx-serve.sh: its CSP, caching and gzip, as an operator deploys it), the API simulator it
// was built for, the embed's demo homepage and the floor page, each on the bench's own ports.
import { spawn, spawnSync } from 'node:child_process';

/** The bench's ports (away from npm start's 5173/8787/5180, vite preview's 4173 and the browser tests'). */
export function benchPorts(env = process.env) {
  return {
    sim: Number(env.BENCH_SIM_PORT ?? 9587),
    portal: Number(env.BENCH_PORTAL_PORT ?? 9573),
    demo: Number(env.BENCH_DEMO_PORT ?? 9588),
    floor: Number(env.BENCH_FLOOR_PORT ?? 9574),
  };
}

const origin = (port) => `http://localhost:${port}`;

function run(command, args, env) {
  console.log(`[bench] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, npm_config_loglevel: 'error', ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** Builds the package, the portal (for the bench's simulator) and the floor page. */
export function build(ports, { portal = true } = {}) {
  const env = { VITE_API_URL: origin(ports.sim) };
  if (portal) {
    run('npm', ['run', '--silent', 'build:widgets'], env);
    run('npm', ['run', '--silent', 'build:portal'], env);
  }
  run('npx', ['vite', 'build', '--config', 'scripts/bench/floor/vite.config.mjs'], env);
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server for ${url} exited (${child.exitCode}).`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the four servers and waits until each answers; returns their origins and `stop()`. Each child leads
 * its own process group, so stopping it also stops what npx started under it.
 */
export async function serve(ports) {
  const apiUrl = origin(ports.sim);
  // npm_config_loglevel: npx's warnings about this machine's npm config are noise here.
  const env = {
    ...process.env,
    VITE_API_URL: apiUrl,
    BENCH_FLOOR_PORT: String(ports.floor),
    npm_config_loglevel: 'error',
  };
  const servers = [
    {
      url: `${apiUrl}/api/csrf-cookie`,
      args: ['npx', 'tsx', 'packages/api-sim/src/serve.ts'],
      env: {
        SIM_PORT: String(ports.sim),
        SIM_ORIGINS: [ports.portal, ports.demo, ports.floor].map(origin).join(','),
      },
    },
    {
      url: origin(ports.portal),
      args: ['bash', 'scripts/nginx-serve.sh'],
      env: { PORTAL_PORT: String(ports.portal) },
    },
    {
      url: origin(ports.demo),
      args: ['node', 'scripts/demo-site.mjs'],
      env: {
        DEMO_PORT: String(ports.demo),
        PORTAL_ORIGIN: origin(ports.portal),
        API_ORIGIN: apiUrl,
      },
    },
    {
      url: origin(ports.floor),
      args: ['npx', 'vite', 'preview', '--config', 'scripts/bench/floor/vite.config.mjs'],
      env: {},
    },
  ];
  const children = servers.map(({ args, env: own }) =>
    spawn(args[0], args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: { ...env, ...own },
    }),
  );
  const stop = () => {
    for (const child of children) {
      try {
        if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    await Promise.all(servers.map(({ url }, i) => waitFor(url, children[i])));
  } catch (error) {
    stop();
    throw error;
  }
  return {
    stop,
    urls: {
      api: apiUrl,
      portal: origin(ports.portal),
      demo: origin(ports.demo),
      floor: origin(ports.floor),
    },
  };
}
