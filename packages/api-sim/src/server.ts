import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { SimulatorOptions } from './runtime';
import { createSimulator } from './simulator';
import type { Simulator } from './simulator';

/** Options of `startSimulatorServer`. */
export type SimulatorServerOptions = SimulatorOptions & {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1 (what `localhost` resolves to first on these machines). */
  hostname?: string;
};

/** A simulator listening over real HTTP. */
export type SimulatorServer = { url: string; simulator: Simulator; close(): Promise<void> };

/** Serves a fresh simulator over HTTP, for browser tests and `npm run sim`. */
export async function startSimulatorServer(
  options: SimulatorServerOptions = {},
): Promise<SimulatorServer> {
  const { port = 8787, hostname = '127.0.0.1', ...simulatorOptions } = options;
  const simulator = createSimulator(simulatorOptions);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: simulator.fetch, port, hostname }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({
        url: `http://localhost:${info.port}`,
        simulator,
        close: () =>
          new Promise<void>((done, fail) => {
            simulator.dispose();
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
