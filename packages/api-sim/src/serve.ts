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
  const server = await startSimulatorServer({ port, origins });
  console.log(`[api-sim] listening on ${server.url} (allowed origins: ${origins.join(', ')})`);
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
