import { pathToFileURL } from 'node:url';
import { DEFAULT_ORIGINS } from './runtime';
import { startSimulatorServer } from './server';

// Node-only, so it stays out of index.ts: browser bundles (Ladle, MSW) must never reach node:http
export { startSimulatorServer };
export type { SimulatorServer, SimulatorServerOptions } from './server';

async function main(): Promise<void> {
  // SIM_PORT picks the port; SIM_ORIGINS (comma-separated) replaces the allowed origins
  const port = Number(process.env.SIM_PORT ?? 8787);
  const origins = process.env.SIM_ORIGINS
    ? process.env.SIM_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : [...DEFAULT_ORIGINS];
  // SIM_SESSION_LIFETIME (minutes, default 120) and SIM_LOGIN_RATE_LIMIT (POST /login per IP a
  // minute, default 60, 0 = none) match Laravel's SESSION_LIFETIME and the login route's throttle
  const number = (name: string) =>
    process.env[name] === undefined || process.env[name] === ''
      ? undefined
      : Number(process.env[name]);
  const sessionLifetimeMinutes = number('SIM_SESSION_LIFETIME');
  const loginRequestsPerMinute = number('SIM_LOGIN_RATE_LIMIT');
  const server = await startSimulatorServer({
    port,
    origins,
    ...(sessionLifetimeMinutes === undefined ? {} : { sessionLifetimeMinutes }),
    ...(loginRequestsPerMinute === undefined ? {} : { loginRequestsPerMinute }),
  });
  const { limits } = server.simulator;
  console.log(
    `[api-sim] listening on ${server.url} (allowed origins: ${origins.join(', ')}; sessions ` +
      `last ${limits.sessionLifetimeMinutes} min; ${limits.loginRequestsPerMinute} logins/min per IP)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().finally(() => process.exit(0));
    });
  }
}

// `npm run sim` runs this file; importing it (e.g. from a browser-test setup) only exports
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('[api-sim] could not start:', error);
    process.exit(1);
  });
}
