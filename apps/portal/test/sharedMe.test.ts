import { ApiError, createPortalClient, type PortalClient, type User } from '@portal/widgets';
import { describe, expect, it, vi } from 'vitest';
import { withSharedMe } from '../src/api/sharedMe';

function fakeClient() {
  const base = createPortalClient({ baseURL: 'http://api.invalid' });
  const me = vi.fn(() => Promise.resolve({ username: 'demo' } as User));
  const logout = vi.fn(() => Promise.resolve());
  return { client: { ...base, me, logout } as PortalClient, me, logout };
}

describe('withSharedMe', () => {
  it('given two calls in a row, sends one request and gives both the answer', async () => {
    const { client, me } = fakeClient();
    const shared = withSharedMe(client, () => 1000);
    const [first, second] = await Promise.all([shared.me(), shared.me()]);
    expect(me).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('given another call in between, asks again', async () => {
    const { client, me } = fakeClient();
    const shared = withSharedMe(client, () => 1000);
    await shared.me();
    await shared.logout();
    await shared.me();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('given the window passed, asks again', async () => {
    const { client, me } = fakeClient();
    let now = 1000;
    const shared = withSharedMe(client, () => now);
    await shared.me();
    now += 2000;
    await shared.me();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('given a call while the first is on its way, however long, shares it; the window counts from the answer', async () => {
    const { client, me } = fakeClient();
    let answer: (user: User) => void = () => {};
    me.mockImplementationOnce(() => new Promise<User>((resolve) => (answer = resolve)));
    let now = 1000;
    const shared = withSharedMe(client, () => now);
    const first = shared.me();
    now += 10_000;
    const second = shared.me();
    answer({ username: 'demo' } as User);
    await Promise.all([first, second]);
    now += 1999;
    await shared.me();
    expect(me).toHaveBeenCalledTimes(1);
    now += 1;
    await shared.me();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it("given a guest's 401, shares it as an answer", async () => {
    const { client, me } = fakeClient();
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
    await expect(shared.me()).rejects.toMatchObject({ statusCode: 401 });
    await expect(shared.me()).rejects.toMatchObject({ statusCode: 401 });
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('given a failed answer, the next call asks again', async () => {
    const { client, me } = fakeClient();
    me.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const shared = withSharedMe(client, () => 1000);
    await expect(shared.me()).rejects.toThrow('offline');
    await expect(shared.me()).resolves.toMatchObject({ username: 'demo' });
    expect(me).toHaveBeenCalledTimes(2);
  });
});
