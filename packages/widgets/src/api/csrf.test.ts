import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from './ApiError';
import { createPortalClient } from './client';
import type { PortalClient } from './PortalClient';
import {
  clearXsrfCookie,
  fakeFetch,
  json,
  noContent,
  setXsrfCookie,
  type SeenRequest,
} from './testing/fakeFetch';
import { sampleUser } from './testing/samples';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

const baseURL = 'https://api.portal.test';
const expired = { message: 'Phiên làm việc đã hết hạn, vui lòng thử lại.' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** Like Sanctum: the cookie call issues a new token, which the browser stores. */
function sanctum(answer: (request: SeenRequest) => Response) {
  let issued = 0;
  return fakeFetch((request) => {
    if (request.path === '/api/csrf-cookie') {
      issued += 1;
      setXsrfCookie(`fresh-${issued}`);
      return noContent();
    }
    return answer(request);
  });
}

const seen = (requests: SeenRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

beforeEach(() => setXsrfCookie('stale'));
afterEach(() => clearXsrfCookie());

describe('the XSRF cookie before a call', () => {
  it.each<[string, (client: PortalClient) => Promise<unknown>, string]>([
    [
      'login',
      (c) => c.login({ username: 'demo', password: 'secret123', remember: true }),
      'POST /login',
    ],
    [
      'register',
      (c) =>
        c.register({
          phone: '0912345678',
          username: 'demo',
          password: 'secret123',
          passwordConfirm: 'secret123',
          gReCaptchaToken: 'captcha',
        }),
      'POST /register',
    ],
    [
      'sendResetEmail',
      (c) => c.sendResetEmail({ username: 'demo', gReCaptchaToken: 'captcha' }),
      'POST /reset-password/send-email',
    ],
    [
      'resetPassword',
      (c) => c.resetPassword({ password: 'secret123', passwordConfirm: 'secret123', token: 't' }),
      'POST /reset-password',
    ],
    [
      'resetPasswordByPhone',
      (c) =>
        c.resetPasswordByPhone({
          username: 'demo',
          otp: '123456',
          newPassword: 'secret123',
          reNewPassword: 'secret123',
        }),
      'POST /reset-password-by-phone',
    ],
    [
      'recoverUsername',
      (c) => c.recoverUsername({ email: 'demo@example.vn', gReCaptchaToken: 'captcha' }),
      'POST /recover-username',
    ],
    ['sendVerificationEmail', (c) => c.sendVerificationEmail(), 'POST /email-verification/send'],
    ['verifyEmail', (c) => c.verifyEmail('t'), 'PUT /email-verification'],
  ])('%s fetches a fresh cookie first and sends its token', async (_, call, endpoint) => {
    const api = sanctum(() => json({ message: 'ok' }));
    await call(createPortalClient({ baseURL, fetch: api.fetch }));
    expect(seen(api.requests)).toEqual(['GET /api/csrf-cookie', endpoint]);
    expect(api.requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-1');
  });

  it.each<[string, (client: PortalClient) => Promise<unknown>]>([
    ['me', (c) => c.me()],
    ['logout', (c) => c.logout()],
    [
      'changePassword',
      (c) => c.changePassword({ currentPassword: 'a', password: 'b', passwordConfirm: 'b' }),
    ],
    ['checkResetToken', (c) => c.checkResetToken('t')],
  ])('%s goes without one', async (name, call) => {
    const api = sanctum(() => (name === 'me' ? json(sampleUser) : json({ message: 'ok' })));
    await call(createPortalClient({ baseURL, fetch: api.fetch }));
    expect(api.requests.map((request) => request.path)).not.toContain('/api/csrf-cookie');
  });

  it('given the cookie call fails, does not send the call', async () => {
    const api = fakeFetch(() => json({ message: 'Máy chủ bận' }, 503));
    const error = await failure(
      createPortalClient({ baseURL, fetch: api.fetch }).login({
        username: 'demo',
        password: 'secret123',
        remember: false,
      }),
    );
    expect(error).toMatchObject({ kind: 'http', statusCode: 503, messageKey: 'api.error.server' });
    expect(seen(api.requests)).toEqual(['GET /api/csrf-cookie']);
  });
});

describe('a 419', () => {
  it('fetches a fresh cookie and replays the call once with it', async () => {
    const api = sanctum((request) =>
      request.headers.get('X-XSRF-TOKEN') === 'stale'
        ? json(expired, 419)
        : json({ message: 'Đã đổi' }),
    );
    const client = createPortalClient({ baseURL, fetch: api.fetch });
    await expect(
      client.changePassword({ currentPassword: 'a', password: 'b', passwordConfirm: 'b' }),
    ).resolves.toEqual({ message: 'Đã đổi' });
    expect(seen(api.requests)).toEqual([
      'POST /api/user/change-password',
      'GET /api/csrf-cookie',
      'POST /api/user/change-password',
    ]);
    expect(api.requests[2]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-1');
    expect(api.requests[2]?.body).toEqual(api.requests[0]?.body);
  });

  it('twice is an ApiError http 419, with no third try', async () => {
    const api = sanctum(() => json(expired, 419));
    const error = await failure(createPortalClient({ baseURL, fetch: api.fetch }).changePhone());
    expect(error).toMatchObject({
      kind: 'http',
      statusCode: 419,
      messageKey: 'api.error.sessionExpired',
    });
    // A 419's text is the framework's ('CSRF token mismatch.' on a real Laravel): the player reads the catalogue's.
    expect(error.serverMessage).toBeUndefined();
    expect(seen(api.requests)).toEqual([
      'POST /api/user/change-phone',
      'GET /api/csrf-cookie',
      'POST /api/user/change-phone',
    ]);
  });

  it('twice without a body gives the catalogue text', async () => {
    const api = sanctum(() => new Response('', { status: 419 }));
    const error = await failure(createPortalClient({ baseURL, fetch: api.fetch }).changePhone());
    expect(error).toMatchObject({ statusCode: 419, messageKey: 'api.error.sessionExpired' });
    expect(error.serverMessage).toBeUndefined();
  });

  it('on a call that fetched a cookie first, is replayed once too', async () => {
    let logins = 0;
    const api = sanctum(() => {
      logins += 1;
      return logins === 1 ? json(expired, 419) : json({ message: 'Đăng nhập thành công' });
    });
    await createPortalClient({ baseURL, fetch: api.fetch }).login({
      username: 'demo',
      password: 'secret123',
      remember: false,
    });
    expect(seen(api.requests)).toEqual([
      'GET /api/csrf-cookie',
      'POST /login',
      'GET /api/csrf-cookie',
      'POST /login',
    ]);
  });

  it('on calls in flight together, they share one cookie request', async () => {
    const api = sanctum((request) =>
      request.headers.get('X-XSRF-TOKEN') === 'stale'
        ? json(expired, 419)
        : json({ message: 'ok' }),
    );
    const client = createPortalClient({ baseURL, fetch: api.fetch });
    await Promise.all([client.changePhone(), client.requestSecurityCode('confirm.email')]);
    expect(api.requests.filter((request) => request.path === '/api/csrf-cookie')).toHaveLength(1);
  });

  it.each<[string, (client: PortalClient) => Promise<unknown>, string]>([
    [
      'a card top-up',
      (c) => c.topupCard({ provider: 'viettel', pin: '1', serial: '2', value: 10000 }, decision()),
      '/api/recharge/card',
    ],
    [
      'a game recharge',
      (c) => c.rechargeGame({ creditAmount: 100, zoneId: 1 }, decision()),
      '/api/recharge/game',
    ],
    ['an account-zone assignment', (c) => c.assignAccountZone(1, decision()), '/api/account-zones'],
    ['a gift claim', (c) => c.claimGift(9999, decision()), '/api/giftpaysys/receive'],
  ])('on %s, refreshes the cookie but never replays the money call', async (_name, call, path) => {
    const api = sanctum((request) =>
      request.headers.get('X-XSRF-TOKEN') === 'stale'
        ? json(expired, 419)
        : json({ message: 'ok', data: { message: 'ok', transactionId: 1 } }),
    );
    const error = await failure(call(createPortalClient({ baseURL, fetch: api.fetch })));
    expect(error).toMatchObject({ kind: 'http', statusCode: 419 });
    expect(seen(api.requests)).toEqual([`POST ${path}`, 'GET /api/csrf-cookie']);
  });

  it('is not needed for a money call made without a token: the cookie is fetched before it', async () => {
    clearXsrfCookie();
    const api = sanctum((request) =>
      request.headers.get('X-XSRF-TOKEN') === 'fresh-1'
        ? json({ data: { message: 'ok', transactionId: 7 } })
        : json(expired, 419),
    );
    const client = createPortalClient({ baseURL, fetch: api.fetch });
    await expect(
      client.topupCard({ provider: 'viettel', pin: '1', serial: '2', value: 10000 }, decision()),
    ).resolves.toEqual({ message: 'ok', transactionId: 7 });
    expect(seen(api.requests)).toEqual(['GET /api/csrf-cookie', 'POST /api/recharge/card']);
  });
});
