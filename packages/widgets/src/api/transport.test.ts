import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError, type ApiError } from './ApiError';
import { createPortalClient } from './client';
import type { PortalClient } from './PortalClient';
import { decoderFor } from './decode';
import { createExchange } from './exchange';
import { noContentSchema } from './schemas';
import { clearXsrfCookie, fakeFetch, json, noContent, setXsrfCookie } from './testing/fakeFetch';
import { sampleUser } from './testing/samples';
import { createPortalTransport } from './transport';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });
const sameKey = { idempotencyKey: '0c6f1d2e-5b8a-4c3d-9e7f-112233445566' };

const baseURL = 'https://api.portal.test';
const decodeAnything = decoderFor(noContentSchema);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => setXsrfCookie('token%2Bwith%3Dsigns'));
afterEach(() => {
  clearXsrfCookie();
  vi.restoreAllMocks();
});

describe('every call', () => {
  it('sends cookies, marks itself as XMLHttpRequest and asks for JSON', async () => {
    const api = fakeFetch(() => json(sampleUser));
    await createPortalClient({ baseURL, fetch: api.fetch }).me();
    const [request] = api.requests;
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    const api = fakeFetch(() => json({ message: 'ok' }));
    await createPortalClient({ baseURL, fetch: api.fetch }).assignAccountZone(3, decision());
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.requests[0]?.body).toEqual({ zoneId: 3 });
  });

  it.each([
    ['a recharge', (c: PortalClient) => c.rechargeGame({ creditAmount: 100, zoneId: 1 }, sameKey)],
    [
      'a card',
      (c: PortalClient) =>
        c.topupCard({ provider: 'viettel', pin: '1', serial: '2', value: 10000 }, sameKey),
    ],
    ['a zone assignment', (c: PortalClient) => c.assignAccountZone(1, sameKey)],
    ['a gift claim', (c: PortalClient) => c.claimGift(9999, sameKey)],
  ])("sends %s with its decision's Idempotency-Key", async (_, write) => {
    const api = fakeFetch(() => json({ message: 'ok', data: { message: 'ok', transactionId: 1 } }));
    await write(createPortalClient({ baseURL, fetch: api.fetch }));
    expect(api.requests.at(-1)?.headers.get('Idempotency-Key')).toBe(sameKey.idempotencyKey);
  });

  it('sends no Idempotency-Key on a call that is not a money write', async () => {
    const api = fakeFetch(() => json({ message: 'ok' }));
    await createPortalClient({ baseURL, fetch: api.fetch }).changePhone();
    expect(api.requests[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('exposes the base URL without a trailing slash and joins paths to it', async () => {
    const api = fakeFetch(() => json(sampleUser));
    const client = createPortalClient({ baseURL: `${baseURL}/v1/`, fetch: api.fetch });
    await client.me();
    expect(client.baseURL).toBe(`${baseURL}/v1`);
    expect(api.requests[0]?.url).toBe(`${baseURL}/v1/api/me`);
  });

  it('keeps a token with // inside the API path', async () => {
    const api = fakeFetch(() => json({ message: 'ok' }));
    await createPortalClient({ baseURL, fetch: api.fetch }).checkResetToken('a//b/../c?d');
    expect(api.requests[0]?.url).toBe(`${baseURL}/reset-password/a%2F%2Fb%2F..%2Fc%3Fd`);
  });

  it('refuses a baseURL that is not a URL with a sentence naming the fix', () => {
    expect(() => createPortalClient({ baseURL: 'http://[bad' })).toThrow(
      /baseURL "http:\/\/\[bad" is not a URL; pass the API's origin/,
    );
  });
});

describe('the XSRF header', () => {
  it('given the cookie, carries its URL-decoded value to the API', async () => {
    const api = fakeFetch(() => json({ message: 'ok' }));
    await createPortalClient({ baseURL, fetch: api.fetch }).changePhone();
    expect(api.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('token+with=signs');
  });

  it('reads the cookie at send time', async () => {
    const api = fakeFetch(() => json({ message: 'ok' }));
    const client = createPortalClient({ baseURL, fetch: api.fetch });
    await client.changePhone();
    setXsrfCookie('second');
    await client.changePhone();
    expect(api.requests.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual([
      'token+with=signs',
      'second',
    ]);
  });

  it('given no cookie, is absent', async () => {
    clearXsrfCookie();
    const api = fakeFetch(() => json({ message: 'ok' }));
    await createPortalClient({ baseURL, fetch: api.fetch }).changePhone();
    expect(api.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    'http://api.portal.test/downgraded',
    'https://api.portal.test.evil.example/steal',
    'https://api.portal.test/outside-base',
  ])(
    'never goes to %s, an absolute URL that leaves the base, even below the transport',
    async (url) => {
      // The transport refuses such paths; the exchange under it still keeps the token to the API.
      const api = fakeFetch(() => noContent());
      const exchange = createExchange({
        apiBase: new URL(`${baseURL}/v1`),
        timeoutMs: 1000,
        fetch: api.fetch,
      });
      await exchange(url, { method: 'POST', body: '{}' });
      expect(api.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
      expect(api.requests[0]?.url).toContain(url.replace(/^\/\//, ''));
    },
  );

  it.each([
    `${baseURL}/logout`,
    'https://evil.example/steal',
    'HTTP://evil.example/steal',
    'javascript:alert(1)',
    'data:text/plain,x',
    '//evil.example/steal',
    '\\\\evil.example/steal',
    // redaxios leaves its baseURL off a path with // anywhere: it would go to the page's origin
    '/api/me//evil',
  ])('rejects the absolute or protocol-relative path %s as a programming error', async (path) => {
    const api = fakeFetch(() => noContent());
    const transport = createPortalTransport({ baseURL, timeoutMs: 1000, fetch: api.fetch });
    const sent = transport.send({ method: 'post', path }, decodeAnything);
    await expect(sent).rejects.toThrow(TypeError);
    await expect(sent).rejects.toThrow(/not a path under the API/);
    expect(api.requests).toEqual([]);
  });

  it('joins a path without a leading slash under the base', async () => {
    const api = fakeFetch(() => noContent());
    const transport = createPortalTransport({ baseURL, timeoutMs: 1000, fetch: api.fetch });
    await transport.send({ method: 'post', path: 'logout' }, decodeAnything);
    expect(api.requests[0]?.url).toBe(`${baseURL}/logout`);
  });
});

describe('the timeout', () => {
  it('given a fetch that never answers, fails with kind timeout after timeoutMs', async () => {
    const api = fakeFetch(() => new Promise<Response>(() => {}));
    const started = performance.now();
    const error = await failure(
      createPortalClient({ baseURL, timeoutMs: 20, fetch: api.fetch }).me(),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({
      kind: 'timeout',
      statusCode: 0,
      messageKey: 'api.error.timeout',
      message: `GET ${baseURL}/api/me had no answer within 20 ms`,
    });
    expect(error.serverMessage).toBeUndefined();
  });

  it('given a fetch that ignores the abort signal, still fails on time', async () => {
    const ignoresSignal = (() => new Promise<Response>(() => {})) as typeof fetch;
    const error = await failure(
      createPortalClient({ baseURL, timeoutMs: 20, fetch: ignoresSignal }).me(),
    );
    expect(error.kind).toBe('timeout');
  });

  it('given a fetch that gave up at a deadline of its own (a request made ahead of the call), fails with kind timeout', async () => {
    const timedOut = (() =>
      Promise.reject(new DOMException('signal timed out', 'TimeoutError'))) as typeof fetch;
    const error = await failure(
      createPortalClient({ baseURL, timeoutMs: 5000, fetch: timedOut }).me(),
    );
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'api.error.timeout' });
  });

  it('given headers but a body that never ends, fails with kind timeout', async () => {
    const api = fakeFetch(() => new Response(new ReadableStream({ start() {} }), { status: 200 }));
    const error = await failure(
      createPortalClient({ baseURL, timeoutMs: 20, fetch: api.fetch }).me(),
    );
    expect(error.kind).toBe('timeout');
  });

  it('is 5000 ms by default, per request', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const api = fakeFetch(() => json(sampleUser));
    await createPortalClient({ baseURL, fetch: api.fetch }).me();
    expect(timeout).toHaveBeenCalledExactlyOnceWith(5000);
  });
});

describe('query parameters', () => {
  it('serialises arrays with brackets', async () => {
    const api = fakeFetch(() => noContent());
    const transport = createPortalTransport({ baseURL, timeoutMs: 1000, fetch: api.fetch });
    await transport.send(
      { method: 'get', path: '/api/things', params: { ids: [1, 2], q: 'thẻ cào' } },
      decodeAnything,
    );
    expect(api.requests[0]?.url).toBe(
      `${baseURL}/api/things?ids[]=1&ids[]=2&q=th%E1%BA%BB%20c%C3%A0o`,
    );
  });

  it('adds a nocache timestamp to the transaction history', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    const api = fakeFetch(() => json([]));
    await createPortalClient({ baseURL, fetch: api.fetch }).transactions();
    expect(api.requests[0]?.url).toBe(`${baseURL}/api/transaction-history?nocache=1790000000000`);
  });
});
