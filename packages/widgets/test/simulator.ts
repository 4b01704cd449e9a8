import {
  createCookieJar,
  createSimulator,
  createSimulatorHandlers,
  type Simulator,
  type SimulatorOptions,
} from '@portal/api-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where component tests' clients send requests: the simulator behind MSW. */
export const simulatorURL = 'http://localhost:8787';

function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** The simulator of one test file, and a way to start a test logged in. */
export interface TestSimulator {
  simulator: Simulator;
  server: ReturnType<typeof setupServer>;
  /** Starts the next requests with a session of this seed account (demo, debtor, legacy, newbie). */
  signIn(username: string): void;
}

/**
 * Puts the API simulator behind MSW for the tests of one file. After each test its state goes back
 * to the seed and every cookie is forgotten, so tests do not leak into each other; a request to
 * anywhere else fails the test.
 */
export function setupSimulator(options: SimulatorOptions = {}): TestSimulator {
  const simulator = createSimulator({ settleDelayMs: 20, ...options });
  const jar = createCookieJar();
  const server = setupServer(...createSimulatorHandlers(simulator, { baseURL: simulatorURL, jar }));

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    simulator.reset();
    jar.clear();
    clearDocumentCookies();
  });
  afterAll(() => {
    server.close();
    simulator.dispose();
  });

  return {
    simulator,
    server,
    signIn: (username) => {
      jar.set('portal_session', simulator.createSession(username), { httpOnly: true });
    },
  };
}
