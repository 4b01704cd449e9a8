import { ApiError, type PortalClient, type User } from '@portal/widgets';
import { describe, expect, it, vi } from 'vitest';
import { withSessionHint, type SessionHint } from '../src/api/sessionHint';

function memoryHint(present: boolean): SessionHint & { present: boolean } {
  const hint = {
    present,
    mayHaveSession: () => hint.present,
    remember: (value: boolean) => {
      hint.present = value;
    },
  };
  return hint;
}

const player = { username: 'demo' } as User;
const unauthenticated = () =>
  new ApiError({
    kind: 'http',
    statusCode: 401,
    message: '401',
    messageKey: 'api.error.unauthenticated',
  });

function fakeClient(me: () => Promise<User>) {
  return {
    me: vi.fn(me),
    login: vi.fn(async () => ({ message: 'ok' })),
    register: vi.fn(async () => ({ message: 'ok' })),
    logout: vi.fn(async () => undefined),
  } as unknown as PortalClient & { me: ReturnType<typeof vi.fn> };
}

describe('the session hint', () => {
  describe('on a public page with no hint (a first visit)', () => {
    it('answers as a guest (a 401 error) without asking the API', async () => {
      const client = fakeClient(async () => player);
      const hinted = withSessionHint(client, memoryHint(false), () => true);
      await expect(hinted.me()).rejects.toMatchObject({ statusCode: 401 });
      expect(client.me).not.toHaveBeenCalled();
    });

    it('asks after a login, which sets the hint', async () => {
      const client = fakeClient(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => true);
      await hinted.login({ username: 'demo', password: 'x', remember: false });
      await expect(hinted.me()).resolves.toBe(player);
      expect(hint.present).toBe(true);
    });
  });

  describe('on a protected page', () => {
    it('always asks, and a player found sets the hint', async () => {
      const client = fakeClient(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => false);
      await expect(hinted.me()).resolves.toBe(player);
      expect(hint.present).toBe(true);
    });
  });

  describe('when the session ends', () => {
    it('a 401 from the API clears the hint', async () => {
      const client = fakeClient(async () => {
        throw unauthenticated();
      });
      const hint = memoryHint(true);
      await expect(withSessionHint(client, hint, () => true).me()).rejects.toMatchObject({
        statusCode: 401,
      });
      expect(client.me).toHaveBeenCalledOnce();
      expect(hint.present).toBe(false);
    });

    it('a logout clears the hint', async () => {
      const hint = memoryHint(true);
      await withSessionHint(
        fakeClient(async () => player),
        hint,
        () => false,
      ).logout();
      expect(hint.present).toBe(false);
    });
  });
});
