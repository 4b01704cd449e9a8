import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isOutcomeUnknown, mayHaveBeenDone } from './ApiError';
import { createPortalClient } from './client';
import { retryAfterSeconds } from './failures';
import { fakeFetch, json } from './testing/fakeFetch';

const baseURL = 'https://api.portal.test';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const neverAnswers = () => new Promise<Response>(() => {});
const connectionLost = () => Promise.reject(new TypeError('Failed to fetch'));
const cookieThen = (answer: () => Promise<Response>) =>
  fakeFetch((request) =>
    request.path === '/api/csrf-cookie' ? new Response(null, { status: 204 }) : answer(),
  );

describe('a write that got no answer', () => {
  it.each([
    ['timed out', neverAnswers],
    ['lost its connection', connectionLost],
  ])('%s has kind outcomeUnknown and its own catalogue key', async (_, answer) => {
    const api = cookieThen(answer);
    const error = await failure(
      createPortalClient({ baseURL, timeoutMs: 20, fetch: api.fetch }).resetPassword({
        password: 'Moi@2026',
        passwordConfirm: 'Moi@2026',
        token: 't',
      }),
    );
    expect(error).toMatchObject({
      kind: 'outcomeUnknown',
      statusCode: 0,
      messageKey: 'api.error.outcomeUnknown',
    });
    expect(error.message).toMatch(/^POST https:\/\/api\.portal\.test\/reset-password /);
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it('PUT, PATCH and DELETE count as writes too', async () => {
    const client = createPortalClient({ baseURL, fetch: cookieThen(connectionLost).fetch });
    expect((await failure(client.verifyEmail('t'))).kind).toBe('outcomeUnknown');
    expect((await failure(client.updateProfile({ language: 'vi-VN' }))).kind).toBe(
      'outcomeUnknown',
    );
  });
});

describe('a repeat of a money write the server is still doing', () => {
  it('409 idempotency_in_progress has kind outcomeUnknown: what came of the first request is not known yet', async () => {
    const api = fakeFetch(() =>
      json({ message: 'Đang xử lý', errorCode: 'idempotency_in_progress' }, 409),
    );
    const error = await failure(
      createPortalClient({ baseURL, fetch: api.fetch }).rechargeGame(
        { creditAmount: 100, zoneId: 1 },
        { idempotencyKey: 'k' },
      ),
    );
    expect(error).toMatchObject({ kind: 'outcomeUnknown', statusCode: 409 });
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it('any other 409 stays a refusal (kind http)', async () => {
    const api = fakeFetch(() => json({ message: 'Xung đột', errorCode: 'already_claimed' }, 409));
    const error = await failure(
      createPortalClient({ baseURL, fetch: api.fetch }).claimGift(1, { idempotencyKey: 'k' }),
    );
    expect(error.kind).toBe('http');
  });
});

describe('a read that got no answer', () => {
  it('keeps kind timeout or network, never outcomeUnknown', async () => {
    const slow = createPortalClient({
      baseURL,
      timeoutMs: 20,
      fetch: fakeFetch(neverAnswers).fetch,
    });
    const offline = createPortalClient({ baseURL, fetch: fakeFetch(connectionLost).fetch });
    expect((await failure(slow.me())).kind).toBe('timeout');
    const lost = await failure(offline.zones());
    expect(lost.kind).toBe('network');
    expect(isOutcomeUnknown(lost)).toBe(false);
  });

  it('the cookie call failing before a write leaves kind network: the write was never sent', async () => {
    const api = fakeFetch(connectionLost);
    const error = await failure(
      createPortalClient({ baseURL, fetch: api.fetch }).login({
        username: 'demo',
        password: 'x',
        remember: false,
      }),
    );
    expect(error.kind).toBe('network');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/csrf-cookie']);
  });
});

describe('whether the server may have done a write (mayHaveBeenDone, the one test of it)', () => {
  const of = (kind: ApiError['kind'], statusCode: number) =>
    new ApiError({ kind, statusCode, message: 'x', messageKey: 'api.error.request' });

  it('a lost answer and a broken 2xx: yes', () => {
    expect(mayHaveBeenDone(of('outcomeUnknown', 0))).toBe(true);
    expect(mayHaveBeenDone(of('decode', 200))).toBe(true);
  });

  it("a read's timeout, an HTTP failure, a redirect or anything else thrown: no", () => {
    expect(mayHaveBeenDone(of('timeout', 0))).toBe(false);
    expect(mayHaveBeenDone(of('network', 0))).toBe(false);
    expect(mayHaveBeenDone(of('http', 500))).toBe(false);
    expect(mayHaveBeenDone(of('redirect', 0))).toBe(false);
    expect(mayHaveBeenDone(new Error('decode'))).toBe(false);
  });
});

describe('a 429', () => {
  const tooMany = (headers: HeadersInit, message = 'Too Many Attempts.') =>
    fakeFetch(() => json({ message }, 429, headers));

  it('carries the Retry-After seconds the response exposes', async () => {
    const api = tooMany({ 'Retry-After': '42' });
    const error = await failure(createPortalClient({ baseURL, fetch: api.fetch }).zones());
    expect(error).toMatchObject({ statusCode: 429, retryAfterSeconds: 42 });
  });

  it("without the header, reads the wait from the server's text", async () => {
    const api = tooMany({}, 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 60 giây.');
    const error = await failure(createPortalClient({ baseURL, fetch: api.fetch }).zones());
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('without either, has no wait', async () => {
    const error = await failure(createPortalClient({ baseURL, fetch: tooMany({}).fetch }).zones());
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it.each([
    ['120', undefined, 120],
    [' 0 ', undefined, 0],
    ['Thu, 01 Jan 2026 00:01:30 GMT', undefined, 90],
    ['Wed, 31 Dec 2025 23:00:00 GMT', undefined, 0],
    [null, 'Vui lòng thử lại sau 60 giây.', 60],
    [null, 'Please try again in 60 seconds.', 60],
    [null, 'Thử lại sau 2 phút.', 120],
    ['soon', 'Please try again in 1 minute.', 60],
    [null, 'Too Many Attempts.', undefined],
    [null, undefined, undefined],
  ])('header %j and text %j give %j', (header, message, expected) => {
    expect(retryAfterSeconds(header, message, now)).toBe(expected);
  });
});
