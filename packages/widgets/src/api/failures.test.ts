import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError';
import { createPortalClient } from './client';
import { fakeFetch, html, json } from './testing/fakeFetch';
import { sampleUser } from './testing/samples';

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
  it('422 keeps the server text for players, the field errors and a catalogue key', async () => {
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
    expect(error).toMatchObject({
      kind: 'http',
      statusCode: 422,
      serverMessage: body.message,
      messageKey: 'api.error.request',
    });
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
    expect(error.messageKey).toBe('api.error.request');
    expect(error.errors).toEqual(errors);
  });

  it("422: a text that only starts like a field error is the server's own and kept", async () => {
    const message = 'Tên không được để trống. Hãy nhập tên thật.';
    const error = await failure(
      clientAnswering(() =>
        json({ message, errors: { firstName: ['Tên không được để trống.'] } }, 422),
      ).updateProfile({ firstName: '', middleName: '', lastName: 'x' }),
    );
    expect(error.serverMessage).toBe(message);
  });

  it('422 with a messy errors map keeps only string messages in arrays', async () => {
    const body = {
      message: 'Dữ liệu không hợp lệ.',
      errors: { serial: 'not an array', pin: [1, 'Mã thẻ sai.', null], value: null, provider: [] },
    };
    const error = await failure(
      clientAnswering(() => json(body, 422)).topupCard({
        provider: 'viettel',
        pin: '1',
        serial: '2',
        value: 10000,
      }),
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
    [403, 'api.error.request'],
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
