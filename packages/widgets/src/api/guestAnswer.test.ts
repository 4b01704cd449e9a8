import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './ApiError';
import { me } from './endpoints';
import { withGuestAnswer } from './guestAnswer';
import type { PortalTransport } from './transport';

/** A transport whose every call answers a player; `send` counts the requests. */
function transportWithMe() {
  const send = vi.fn(async () => ({ username: 'demo' }));
  return { transport: { baseURL: 'http://api.invalid', send } as unknown as PortalTransport, send };
}

describe('withGuestAnswer (a guest known without asking GET /api/me)', () => {
  it("answers GET /api/me with a guest's 401, naming why, and sends nothing", async () => {
    const { transport, send } = transportWithMe();
    const error = await me(withGuestAnswer(transport, () => 'no cookie')).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error).toMatchObject({
      kind: 'http',
      statusCode: 401,
      messageKey: 'api.error.unauthenticated',
      message: 'GET /api/me not sent: no cookie',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('asks while a session may exist, and asks at each call', async () => {
    const { transport, send } = transportWithMe();
    let why: string | undefined = 'no cookie';
    const wrapped = withGuestAnswer(transport, () => why);
    await expect(me(wrapped)).rejects.toBeTruthy();
    why = undefined;
    await expect(me(wrapped)).resolves.toMatchObject({ username: 'demo' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends every other call, whatever it knows', async () => {
    const { transport, send } = transportWithMe();
    const noSession = vi.fn(() => 'no cookie');
    await withGuestAnswer(transport, noSession).send(
      { method: 'get', path: '/api/zones' },
      (data) => data,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(noSession).not.toHaveBeenCalled();
  });
});
