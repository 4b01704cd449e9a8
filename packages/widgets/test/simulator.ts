import {
  createCookieJar,
  createSimulator,
  createSimulatorHandlers,
  type Simulator,
  type SimulatorOptions,
} from '@portal/api-sim';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** Where component tests' clients send requests: the simulator behind MSW. */
export const simulatorURL = 'http://localhost:8787';

/** A development call of the simulator (`POST /__sim/<path>`), as the e2e tests make them; fails the test on a refusal. */
export async function simCall(path: string, body: object): Promise<void> {
  const response = await fetch(`${simulatorURL}/__sim/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

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
  /**
   * The next `method path` request reaches the simulator, which does it, but its answer is lost:
   * the connection drops (`'dropped'`) or nothing comes back (`'noAnswer'`, for a short client
   * timeout). The client sees a write whose outcome is unknown.
   */
  loseAnswerOf(method: 'post' | 'put', path: string, how?: 'dropped' | 'noAnswer'): void;
  /**
   * The next `method path` request is held before the simulator sees it (a server that handles it late): the client
   * gets no answer; `release()` lets the simulator handle it then, as the server would, and resolves once it has.
   */
  holdRequestOf(method: 'post' | 'put', path: string): { release(): Promise<void> };
  /**
   * What the simulator's own handler does with a request, for a handler of a test's that stands in front of it (a
   * fault that lets the API act): sends it with the browser's cookies, keeps the cookies it sets, and returns its answer.
   */
  exchange(request: Request): Promise<Response>;
  /** The `Cookie` header the browser sends with its next request to the API (HttpOnly cookies too). */
  cookieHeader(): string;
  /** Back to the seed, every cookie forgotten and the test's handlers gone: what happens after each test. */
  reset(): void;
}

/**
 * Puts the API simulator behind MSW for the tests of one file. After each test its state goes back
 * to the seed and every cookie is forgotten, so tests do not leak into each other; a request to
 * anywhere else fails the test.
 */
export function setupSimulator({
  baseURL = simulatorURL,
  ...options
}: SimulatorOptions & {
  /** Where the simulator answers; {@link simulatorURL} by default. */
  baseURL?: string;
} = {}): TestSimulator {
  const simulator = createSimulator({ settleDelayMs: 20, ...options });
  const jar = createCookieJar();
  const server = setupServer(...createSimulatorHandlers(simulator, { baseURL, jar }));

  const reset = () => {
    server.resetHandlers();
    simulator.reset();
    jar.clear();
    clearDocumentCookies();
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(reset);
  afterAll(() => {
    server.close();
    simulator.dispose();
  });

  /** What the simulator's own handler does: the request with the jar's cookies, its cookies kept. */
  async function exchange(request: Request): Promise<Response> {
    const cookie = jar.header();
    const headers = new Headers(request.headers);
    if (cookie) headers.set('cookie', cookie);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    });
    const { response, setCookies } = await simulator.exchange(forwarded, cookie);
    jar.store(setCookies);
    const answerHeaders = new Headers(response.headers);
    answerHeaders.delete('set-cookie');
    return new Response(response.body, { status: response.status, headers: answerHeaders });
  }

  async function forward(request: Request): Promise<void> {
    await exchange(request);
  }

  return {
    simulator,
    server,
    exchange,
    cookieHeader: () => jar.header(),
    reset,
    signIn: (username) => {
      const session = simulator.createSession(username);
      jar.set('portal_session', session.id, { httpOnly: true });
      // As Laravel does for every session: the readable token, which the page sends back and the embed looks for.
      jar.set('XSRF-TOKEN', encodeURIComponent(session.xsrfToken), { httpOnly: false });
    },
    holdRequestOf: (method, path) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let handled: Promise<void> = Promise.resolve();
      server.use(
        http[method](
          `${baseURL}${path}`,
          async ({ request }) => {
            // read now: the client gives up (and aborts) long before the release
            const held = new Request(request.url, {
              method: request.method,
              headers: request.headers,
              body: await request.arrayBuffer(),
            });
            await released;
            handled = forward(held);
            await handled;
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      return {
        release: async () => {
          release();
          // the held handler runs once the release is seen: wait for it, then for the simulator's answer
          await new Promise((resolve) => setTimeout(resolve, 0));
          await handled;
        },
      };
    },
    loseAnswerOf: (method, path, how = 'dropped') => {
      server.use(
        http[method](
          `${baseURL}${path}`,
          async ({ request }) => {
            await forward(request);
            if (how === 'noAnswer') await delay('infinite');
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
    },
  };
}
