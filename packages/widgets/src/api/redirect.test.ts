import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, isRedirect, type ApiError } from './ApiError';
import { createPortalClient } from './client';
import { clearXsrfCookie, fakeFetch, setXsrfCookie } from './testing/fakeFetch';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

interface Seen {
  method: string | undefined;
  url: string | undefined;
  token: string | undefined;
  body: string;
}

/** A real HTTP server on 127.0.0.1 that records what reaches it and answers through `answer`. */
async function listen(
  answer: (request: IncomingMessage) => { status: number; headers?: Record<string, string> },
) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const token = request.headers['x-xsrf-token'];
      seen.push({
        method: request.method,
        url: request.url,
        token: typeof token === 'string' ? token : undefined,
        body,
      });
      const { status, headers } = answer(request);
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(status === 204 ? undefined : '{"message":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { port, seen };
}

let servers: Server[] = [];
beforeEach(() => setXsrfCookie('secret-token'));
afterEach(async () => {
  clearXsrfCookie();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

describe('a redirect from the API, over real HTTP', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin is not followed: nothing, neither the token nor the card, arrives there',
    async (status) => {
      const elsewhere = await listen(() => ({ status: 200 }));
      const api = await listen(() => ({
        status,
        headers: { Location: `http://localhost:${elsewhere.port}/steal` },
      }));
      const client = createPortalClient({ baseURL: `http://127.0.0.1:${api.port}` });
      const error = await failure(
        client.topupCard(
          {
            provider: 'viettel',
            pin: '1234567890123',
            serial: '10000000001',
            value: 10000,
          },
          decision(),
        ),
      );
      expect(error.kind).toBe('redirect');
      expect(error.statusCode).toBe(status);
      expect(error.messageKey).toBe('api.error.redirect');
      expect(api.seen.map((request) => request.url)).toEqual(['/api/recharge/card']);
      expect(api.seen[0]?.body).toContain('1234567890123');
      expect(elsewhere.seen).toEqual([]);
    },
  );

  it('a login answered 302 (Laravel guest middleware) is a redirect, never a lost connection', async () => {
    const api = await listen((request) =>
      request.url === '/login' ? { status: 302, headers: { Location: `/home` } } : { status: 204 },
    );
    const client = createPortalClient({ baseURL: `http://127.0.0.1:${api.port}` });
    const error = await failure(client.login({ username: 'demo', password: 'x', remember: false }));
    expect(isRedirect(error)).toBe(true);
    expect(api.seen.map((request) => request.url)).toEqual(['/api/csrf-cookie', '/login']);
  });
});

describe("a browser's opaque redirect", () => {
  it('asks fetch not to follow, and reads an opaqueredirect answer (status 0, no Location) as a redirect', async () => {
    let mode: RequestRedirect | undefined;
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      headers: new Headers(),
      text: () => Promise.resolve(''),
    } as unknown as Response;
    const error = await failure(
      createPortalClient({
        baseURL: 'https://api.portal.test',
        fetch: (_input, init) => {
          mode = init?.redirect;
          return Promise.resolve(opaque);
        },
      }).me(),
    );
    expect(mode).toBe('manual');
    expect(error.kind).toBe('redirect');
    expect(error.statusCode).toBe(0);
  });

  it('a 304 is not taken for a redirect', async () => {
    const api = fakeFetch(() => new Response(null, { status: 304 }));
    const error = await failure(
      createPortalClient({ baseURL: 'https://api.portal.test', fetch: api.fetch }).me(),
    );
    expect(error.kind).toBe('http');
  });
});
