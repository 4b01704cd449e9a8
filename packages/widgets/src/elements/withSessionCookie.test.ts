import { describe, expect, it, vi } from 'vitest';
import { isApiError, type PortalClient, type User } from '../api';
import { withSessionCookie } from './withSessionCookie';

const player = { username: 'demo' } as User;

function clientWithMe() {
  const me = vi.fn(async () => player);
  return { client: { me } as unknown as PortalClient, me };
}

describe('withSessionCookie', () => {
  it('takes a page without the XSRF-TOKEN cookie for a guest, without asking the API', async () => {
    const { client, me } = clientWithMe();
    const error = await withSessionCookie(client, () => 'theme=dark; other=1')
      .me()
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.statusCode).toBe(401);
    expect(me).not.toHaveBeenCalled();
  });

  it('asks the API when the page holds the cookie (a session may be live)', async () => {
    const { client, me } = clientWithMe();
    await expect(withSessionCookie(client, () => 'XSRF-TOKEN=abc%3D').me()).resolves.toBe(player);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('reads the cookie at each call: one set by a login counts at once', async () => {
    const { client, me } = clientWithMe();
    let cookies = '';
    const wrapped = withSessionCookie(client, () => cookies);
    await expect(wrapped.me()).rejects.toBeTruthy();
    cookies = 'XSRF-TOKEN=token';
    await expect(wrapped.me()).resolves.toBe(player);
    expect(me).toHaveBeenCalledTimes(1);
  });
});
