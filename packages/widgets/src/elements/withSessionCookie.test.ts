import { describe, expect, it, vi } from 'vitest';
import { isApiError, me, type PortalTransport, type User } from '../api';
import { withSessionCookie } from './withSessionCookie';

const player = { username: 'demo' } as User;

/** A transport whose every call answers the player; `send` counts the requests. */
function transportWithMe() {
  const send = vi.fn(async () => player);
  return { transport: { baseURL: 'http://api.invalid', send } as unknown as PortalTransport, send };
}

describe('withSessionCookie', () => {
  it('takes a page without the XSRF-TOKEN cookie for a guest, without asking the API', async () => {
    const { transport, send } = transportWithMe();
    const error = await me(withSessionCookie(transport, () => 'theme=dark; other=1')).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.statusCode).toBe(401);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks the API when the page holds the cookie (a session may be live)', async () => {
    const { transport, send } = transportWithMe();
    await expect(me(withSessionCookie(transport, () => 'XSRF-TOKEN=abc%3D'))).resolves.toBe(player);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reads the cookie at each call: one set by a login counts at once', async () => {
    const { transport, send } = transportWithMe();
    let cookies = '';
    const wrapped = withSessionCookie(transport, () => cookies);
    await expect(me(wrapped)).rejects.toBeTruthy();
    cookies = 'XSRF-TOKEN=token';
    await expect(me(wrapped)).resolves.toBe(player);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends any other call whatever the cookie', async () => {
    const { transport, send } = transportWithMe();
    const wrapped = withSessionCookie(transport, () => '');
    await wrapped.send({ method: 'get', path: '/api/zones' }, (data) => data);
    expect(send).toHaveBeenCalledWith({ method: 'get', path: '/api/zones' }, expect.any(Function));
  });
});
