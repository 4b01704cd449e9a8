import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient } from './client';
import { clearXsrfCookie, setXsrfCookie } from './testing/fakeFetch';
import { sampleUser } from './testing/samples';

const baseURL = 'http://localhost:8787';

// The way the simulator's contract test will run: the global fetch, intercepted by MSW.
const server = setupServer(
  http.get(`${baseURL}/api/csrf-cookie`, () => {
    setXsrfCookie('from%20msw');
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(`${baseURL}/login`, ({ request }) =>
    request.headers.get('X-XSRF-TOKEN') === 'from msw' &&
    request.headers.get('X-Requested-With') === 'XMLHttpRequest'
      ? HttpResponse.json({ message: 'Đăng nhập thành công' })
      : HttpResponse.json(
          { message: 'Phiên làm việc đã hết hạn, vui lòng thử lại.' },
          { status: 419 },
        ),
  ),
  http.get(`${baseURL}/api/me`, () => HttpResponse.json(sampleUser)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearXsrfCookie();
});
afterAll(() => server.close());

describe('with the global fetch behind MSW', () => {
  it('logs in with a fresh token, then reads the player', async () => {
    const client = createPortalClient({ baseURL });
    await expect(
      client.login({ username: 'demo', password: 'secret123', remember: false }),
    ).resolves.toEqual({ message: 'Đăng nhập thành công' });
    await expect(client.me()).resolves.toEqual(sampleUser);
  });

  it('times out a handler that never answers', async () => {
    server.use(http.get(`${baseURL}/api/me`, () => new Promise<never>(() => {})));
    await expect(createPortalClient({ baseURL, timeoutMs: 20 }).me()).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
