import {
  ApiError,
  isCall,
  logout,
  me as getMe,
  type PortalTransport,
  type User,
} from '@portal/widgets';
import { describe, expect, it, vi } from 'vitest';
import { withSharedMe } from '../src/api/sharedMe';

/** A transport whose `GET /api/me` requests are counted in `me`, any other call in `other`. */
function fakeTransport() {
  const me = vi.fn(() => Promise.resolve({ username: 'demo' } as User));
  const other = vi.fn(() => Promise.resolve());
  const send = ((call) =>
    isCall(call, 'GET /api/me') ? me() : other()) as PortalTransport['send'];
  return { client: { baseURL: 'http://api.invalid', send }, me, other };
}

describe('withSharedMe', () => {
  it('given two calls in a row, sends one request and gives both the answer', async () => {
    const { client, me } = fakeTransport();
    const shared = withSharedMe(client, () => 1000);
    const [first, second] = await Promise.all([getMe(shared), getMe(shared)]);
    expect(me).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('given another call in between, asks again', async () => {
    const { client, me } = fakeTransport();
    const shared = withSharedMe(client, () => 1000);
    await getMe(shared);
    await logout(shared);
    await getMe(shared);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('given the window passed, asks again', async () => {
    const { client, me } = fakeTransport();
    let now = 1000;
    const shared = withSharedMe(client, () => now);
    await getMe(shared);
    now += 2000;
    await getMe(shared);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('given a call while the first is on its way, however long, shares it; the window counts from the answer', async () => {
    const { client, me } = fakeTransport();
    let answer: (user: User) => void = () => {};
    me.mockImplementationOnce(() => new Promise<User>((resolve) => (answer = resolve)));
    let now = 1000;
    const shared = withSharedMe(client, () => now);
    const first = getMe(shared);
    now += 10_000;
    const second = getMe(shared);
    answer({ username: 'demo' } as User);
    await Promise.all([first, second]);
    now += 1999;
    await getMe(shared);
    expect(me).toHaveBeenCalledTimes(1);
    now += 1;
    await getMe(shared);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it("given a guest's 401, shares it as an answer", async () => {
    const { client, me } = fakeTransport();
    me.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          statusCode: 401,
          message: 'Unauthenticated.',
          messageKey: 'api.error.unauthenticated',
        }),
      ),
    );
    const shared = withSharedMe(client, () => 1000);
    await expect(getMe(shared)).rejects.toMatchObject({ statusCode: 401 });
    await expect(getMe(shared)).rejects.toMatchObject({ statusCode: 401 });
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('given a failed answer, the next call asks again', async () => {
    const { client, me } = fakeTransport();
    me.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const shared = withSharedMe(client, () => 1000);
    await expect(getMe(shared)).rejects.toThrow('offline');
    await expect(getMe(shared)).resolves.toMatchObject({ username: 'demo' });
    expect(me).toHaveBeenCalledTimes(2);
  });
});
