import {
  ApiError,
  login,
  logout,
  me,
  register,
  type PortalTransport,
  type User,
} from '@portal/widgets';
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

/** A transport answering `GET /api/me` with `answerMe` (its requests counted in `me`) and any other call with ok. */
function fakeTransport(answerMe: () => Promise<User>) {
  const requests = { me: vi.fn(answerMe) };
  const transport: PortalTransport = {
    baseURL: 'http://api.invalid',
    send: (async (call) =>
      call.path === '/api/me' ? requests.me() : { message: 'ok' }) as PortalTransport['send'],
  };
  return Object.assign(transport, requests);
}

describe('the session hint', () => {
  describe('on a public page with no hint (a first visit)', () => {
    it('answers as a guest (a 401 error) without asking the API', async () => {
      const client = fakeTransport(async () => player);
      const hinted = withSessionHint(client, memoryHint(false), () => true);
      await expect(me(hinted)).rejects.toMatchObject({ statusCode: 401 });
      expect(client.me).not.toHaveBeenCalled();
    });

    it('asks after a login, which sets the hint', async () => {
      const client = fakeTransport(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => true);
      await login(hinted, { username: 'demo', password: 'x', remember: false });
      await expect(me(hinted)).resolves.toBe(player);
      expect(hint.present).toBe(true);
    });

    it('asks after a registration, which sets the hint', async () => {
      const client = fakeTransport(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => true);
      await register(hinted, {
        phone: '0912345678',
        username: 'demo',
        password: 'x',
        passwordConfirm: 'x',
        gReCaptchaToken: 't',
      });
      await expect(me(hinted)).resolves.toBe(player);
      expect(hint.present).toBe(true);
    });

    it('any other call leaves the hint as it was', async () => {
      const client = fakeTransport(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => true);
      await hinted.send({ method: 'post', path: '/reset-password', data: {} }, (data) => data);
      await expect(me(hinted)).rejects.toMatchObject({ statusCode: 401 });
      expect(client.me).not.toHaveBeenCalled();
    });
  });

  describe('on a protected page', () => {
    it('always asks, and a player found sets the hint', async () => {
      const client = fakeTransport(async () => player);
      const hint = memoryHint(false);
      const hinted = withSessionHint(client, hint, () => false);
      await expect(me(hinted)).resolves.toBe(player);
      expect(hint.present).toBe(true);
    });
  });

  describe('when the session ends', () => {
    it('a 401 from the API clears the hint', async () => {
      const client = fakeTransport(async () => {
        throw unauthenticated();
      });
      const hint = memoryHint(true);
      await expect(me(withSessionHint(client, hint, () => true))).rejects.toMatchObject({
        statusCode: 401,
      });
      expect(client.me).toHaveBeenCalledOnce();
      expect(hint.present).toBe(false);
    });

    it('a logout clears the hint', async () => {
      const hint = memoryHint(true);
      await logout(
        withSessionHint(
          fakeTransport(async () => player),
          hint,
          () => false,
        ),
      );
      expect(hint.present).toBe(false);
    });
  });
});
