import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError';
import { createPortalClient } from './client';
import { fakeFetch, html, json } from './testing/fakeFetch';
import { sampleUser } from './testing/samples';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

const baseURL = 'https://api.portal.test';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function clientAnswering(answer: () => Response | Promise<Response>) {
  return createPortalClient({ baseURL, fetch: fakeFetch(answer).fetch });
}

describe('ApiError', () => {
  it('is an Error named ApiError, recognised by isApiError', () => {
    const error = new ApiError({
      kind: 'network',
      statusCode: 0,
      message: 'x',
      messageKey: 'api.error.network',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.errors).toEqual({});
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http', statusCode: 500, message: 'x', errors: {} })).toBe(false);
  });
});

describe('given an error status', () => {
  it("422 keeps the field errors for players, and the catalogue's text in place of its summary", async () => {
    const body = {
      message: 'Vui lòng kiểm tra lại thông tin đăng ký.',
      errors: {
        username: ['Tên đăng nhập đã được sử dụng.'],
        phone: ['Số điện thoại không hợp lệ.'],
      },
    };
    const error = await failure(
      clientAnswering(() => json(body, 422)).register({
        phone: '1',
        username: 'demo',
        password: 'secret123',
        passwordConfirm: 'secret123',
        gReCaptchaToken: 'captcha',
      }),
    );
    expect(error).toMatchObject({ kind: 'http', statusCode: 422, messageKey: 'api.error.invalid' });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toMatch(/^[A-Z]+ https:\/\/api\.portal\.test\/\S+ answered 422: /);
    expect(error.errors).toEqual(body.errors);
  });

  it.each([
    ['Laravel 8', 'The given data was invalid.'],
    ['Laravel 10 and 11, one error', 'Tên không được để trống.'],
    ['Laravel 10 and 11, more errors', 'Tên không được để trống. (and 1 more error)'],
    ['a translated count', 'Tên không được để trống. (và 1 lỗi khác)'],
  ])("422: the framework's summary (%s) never reaches a player", async (_, message) => {
    const errors = { firstName: ['Tên không được để trống.'], lastName: ['Họ quá dài.'] };
    const error = await failure(
      clientAnswering(() => json({ message, errors }, 422)).updateProfile({
        firstName: '',
        middleName: '',
        lastName: 'x',
      }),
    );
    expect(error.serverMessage).toBeUndefined();
    expect(error.messageKey).toBe('api.error.invalid');
    expect(error.errors).toEqual(errors);
  });

  it("422: a text of the server's own without a documented errorCode is not a player's either", async () => {
    const message = 'Tên không được để trống. Hãy nhập tên thật.';
    const error = await failure(
      clientAnswering(() =>
        json({ message, errors: { firstName: ['Tên không được để trống.'] } }, 422),
      ).updateProfile({ firstName: '', middleName: '', lastName: 'x' }),
    );
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toContain(message);
  });

  it.each([
    ['Breeze in English', 'Too many login attempts. Please try again in 34 seconds.', 34],
    [
      'a Vietnamese lang pack',
      'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 34 giây.',
      34,
    ],
    ['a wait in minutes', 'Vui lòng thử lại sau 2 phút.', 120],
  ])(
    "422: a lockout (%s) is its wait, in the catalogue's words, and no field's error",
    async (_, text, seconds) => {
      const error = await failure(
        clientAnswering(() => json({ message: text, errors: { username: [text] } }, 422)).login({
          username: 'demo',
          password: 'sai',
          remember: false,
        }),
      );
      expect(error).toMatchObject({
        statusCode: 422,
        retryAfterSeconds: seconds,
        messageKey: 'api.error.lockedOut',
      });
      expect(error.serverMessage).toBeUndefined();
      expect(error.errors).toEqual({});
      expect(error.message).toContain(text);
    },
  );

  it('422: a field message with a number of seconds that asks no wait is a field error', async () => {
    const errors = { username: ['Tên đăng nhập đã được dùng 30 giây trước.'] };
    const error = await failure(
      clientAnswering(() => json({ message: 'x', errors }, 422)).login({
        username: 'demo',
        password: 'sai',
        remember: false,
      }),
    );
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.errors).toEqual(errors);
  });

  it('422 with a documented errorCode keeps its message for players', async () => {
    const body = { message: 'Số KP không đủ để nạp gói này.', errorCode: 'insufficient_credit' };
    const error = await failure(
      clientAnswering(() => json(body, 422)).rechargeGame(
        { creditAmount: 100, zoneId: 1 },
        decision(),
      ),
    );
    expect(error).toMatchObject({
      statusCode: 422,
      errorCode: 'insufficient_credit',
      serverMessage: body.message,
      messageKey: 'api.error.invalid',
    });
  });

  it.each([
    [404, 'No query results for model [App\\Models\\Account] 1', 'api.error.notFound'],
    [404, 'Not Found', 'api.error.notFound'],
    [403, 'This action is unauthorized.', 'api.error.forbidden'],
    [
      400,
      'SQLSTATE[23000]: Integrity constraint violation\n#0 /var/www/vendor/x.php(12)',
      'api.error.request',
    ],
    [422, 'The given data was invalid.', 'api.error.invalid'],
    [419, 'CSRF token mismatch.', 'api.error.sessionExpired'],
    [401, 'Unauthenticated.', 'api.error.unauthenticated'],
    [429, 'Too Many Attempts.', 'api.error.tooManyRequests'],
  ] as const)('%i %j reaches no player: the catalogue says %s', async (status, message, key) => {
    const error = await failure(clientAnswering(() => json({ message }, status)).giftCodes());
    expect(error).toMatchObject({ statusCode: status, messageKey: key });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toContain(message.slice(0, 20));
  });

  it('a 4xx with an errorCode the contract does not name keeps no server text', async () => {
    const body = { message: 'Model not found.', errorCode: 'model_not_found' };
    const error = await failure(clientAnswering(() => json(body, 404)).giftCodes());
    expect(error).toMatchObject({ errorCode: 'model_not_found', messageKey: 'api.error.notFound' });
    expect(error.serverMessage).toBeUndefined();
  });

  it('422 with a messy errors map keeps only string messages in arrays', async () => {
    const body = {
      message: 'Dữ liệu không hợp lệ.',
      errors: { serial: 'not an array', pin: [1, 'Mã thẻ sai.', null], value: null, provider: [] },
    };
    const error = await failure(
      clientAnswering(() => json(body, 422)).topupCard(
        {
          provider: 'viettel',
          pin: '1',
          serial: '2',
          value: 10000,
        },
        decision(),
      ),
    );
    expect(error.errors).toEqual({ pin: ['Mã thẻ sai.'] });
  });

  it('404 keeps the errorCode', async () => {
    const body = { message: 'Đường dẫn không hợp lệ.', errorCode: 'reset_token_invalid' };
    const error = await failure(clientAnswering(() => json(body, 404)).checkResetToken('used'));
    expect(error).toMatchObject({
      statusCode: 404,
      errorCode: 'reset_token_invalid',
      serverMessage: body.message,
    });
  });

  it('500 with an HTML page gives the catalogue key and keeps the page in the message', async () => {
    const error = await failure(clientAnswering(() => html(500)).paymentMethods());
    expect(error).toMatchObject({
      kind: 'http',
      statusCode: 500,
      messageKey: 'api.error.server',
    });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toMatch(
      /^GET https:\/\/api\.portal\.test\/api\/payment-methods answered 500: <!DOCTYPE html>/,
    );
  });

  it("500 with Laravel's English 'Server Error' gives the catalogue text", async () => {
    const error = await failure(
      clientAnswering(() => json({ message: 'Server Error' }, 500)).zones(),
    );
    expect(error).toMatchObject({ statusCode: 500, messageKey: 'api.error.server' });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toContain('Server Error');
  });

  it("503 with a server text keeps it for developers only: players get the catalogue's", async () => {
    const error = await failure(
      clientAnswering(() => json({ message: 'Đang bảo trì.' }, 503)).zones(),
    );
    expect(error).toMatchObject({ statusCode: 503, messageKey: 'api.error.server' });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toContain('Đang bảo trì.');
  });

  it.each(['Too Many Attempts.', 'Unauthenticated.', '   '])(
    "a 4xx with Laravel's default %j keeps no server text",
    async (message) => {
      const error = await failure(clientAnswering(() => json({ message }, 429)).zones());
      expect(error).toMatchObject({ statusCode: 429, messageKey: 'api.error.tooManyRequests' });
      expect(error.serverMessage).toBeUndefined();
    },
  );

  it.each([
    [401, 'api.error.unauthenticated'],
    [429, 'api.error.tooManyRequests'],
    [403, 'api.error.forbidden'],
    [404, 'api.error.notFound'],
    [400, 'api.error.request'],
  ] as const)('%i without a body gives %s', async (status, messageKey) => {
    const error = await failure(clientAnswering(() => new Response(null, { status })).me());
    expect(error).toMatchObject({ kind: 'http', statusCode: status, messageKey, errors: {} });
  });
});

describe('given a success status with a body that is not the agreed shape', () => {
  it.each([
    ['an HTML page', () => html(200)],
    ['truncated JSON', () => new Response('{"username":"demo","email":', { status: 200 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['a JSON null', () => json(null)],
  ])('%s is kind decode', async (_, answer) => {
    const error = await failure(clientAnswering(answer).me());
    expect(error).toMatchObject({
      kind: 'decode',
      statusCode: 200,
      messageKey: 'api.error.decode',
    });
    expect(error.serverMessage).toBeUndefined();
  });

  it('a missing field is kind decode, and the message names it', async () => {
    const withoutCredit = Object.fromEntries(
      Object.entries(sampleUser).filter(([field]) => field !== 'credit'),
    );
    const error = await failure(clientAnswering(() => json(withoutCredit)).me());
    expect(error.kind).toBe('decode');
    expect(error.message).toMatch(
      /^GET https:\/\/api\.portal\.test\/api\/me answered 200 with a body not of the agreed shape: .*credit/,
    );
  });

  it('an HTML page on logout is kind decode too', async () => {
    const error = await failure(clientAnswering(() => html(200)).logout());
    expect(error.kind).toBe('decode');
  });
});

describe('given no answer', () => {
  it('a network failure is kind network with status 0', async () => {
    const error = await failure(
      clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).me(),
    );
    expect(error).toMatchObject({
      kind: 'network',
      statusCode: 0,
      messageKey: 'api.error.network',
      message: `GET ${baseURL}/api/me failed: TypeError: Failed to fetch`,
    });
  });

  it('a fetch that throws before returning a promise is kind network', async () => {
    const throwing = (() => {
      throw new Error('boom');
    }) as typeof fetch;
    const error = await failure(createPortalClient({ baseURL, fetch: throwing }).me());
    expect(error.kind).toBe('network');
  });
});
