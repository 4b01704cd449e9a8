import { describe, expect, it, vi } from 'vitest';
import { ApiError, withGuestAnswer, type PortalTransport } from '../../api';
import { currentUser } from './useUser';

const failing = (statusCode: number) =>
  ({
    baseURL: 'http://api.invalid',
    send: vi.fn(() =>
      Promise.reject(
        new ApiError({ kind: 'http', statusCode, message: 'x', messageKey: 'api.error.request' }),
      ),
    ),
  }) as unknown as PortalTransport;

describe('currentUser (a 401 on GET /api/me means no one: the one reading of it)', () => {
  it("reads the API's 401 as no one signed in", async () => {
    await expect(currentUser(failing(401))).resolves.toBeNull();
  });

  it("reads a guest known without asking the same way (the host's hint, the elements' cookie)", async () => {
    await expect(currentUser(withGuestAnswer(failing(500), () => 'no hint'))).resolves.toBeNull();
  });

  it('throws any other failure: who is there is not known', async () => {
    await expect(currentUser(failing(500))).rejects.toMatchObject({ statusCode: 500 });
    await expect(currentUser(failing(419))).rejects.toMatchObject({ statusCode: 419 });
  });
});
