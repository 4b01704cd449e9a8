import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

describe('GET /api/csrf-cookie', () => {
  it('sets a readable, URL-encoded XSRF-TOKEN cookie and answers 204', async () => {
    const reply = await createClient(sim).csrf();
    expect(reply.status).toBe(204);
    const [setCookie = ''] = reply.setCookies;
    expect(setCookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/HttpOnly/);
    const raw = /^XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1] ?? '';
    // base64 padding is always there, so decoding always matters
    expect(raw).toMatch(/%3D%3D$/);
    expect(decodeURIComponent(raw)).toMatch(/^[A-Za-z0-9+/]+==$/);
  });

  it('gives a new token each time', async () => {
    const a = await createClient(sim).csrf();
    const b = await createClient(sim).csrf();
    expect(a.setCookies[0]).not.toBe(b.setCookies[0]);
  });
});

describe('CSRF protection (419)', () => {
  it('refuses a POST without the X-XSRF-TOKEN header', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post(
      '/login',
      { username: 'demo', password: 'Demo@2026' },
      { 'x-xsrf-token': '' },
    );
    expect(reply.status).toBe(419);
    expect(reply.body).toEqual({ message: 'Phiên làm việc đã hết hạn, vui lòng thử lại.' });
  });

  it('refuses a POST without the cookie', async () => {
    const reply = await createClient(sim).post('/login', {}, { 'x-xsrf-token': 'abc' });
    expect(reply.status).toBe(419);
  });

  it('refuses a header holding the still URL-encoded cookie value', async () => {
    const client = createClient(sim);
    await client.csrf();
    const raw = client.cookies.get('XSRF-TOKEN') ?? '';
    const reply = await client.post(
      '/login',
      { username: 'demo', password: 'Demo@2026' },
      { 'x-xsrf-token': raw },
    );
    expect(reply.status).toBe(419);
  });

  it('checks PUT, PATCH and DELETE too, and answers 419 before 401', async () => {
    const client = createClient(sim);
    expect((await client.put('/email-verification', { token: 'x' })).status).toBe(419);
    expect((await client.patch('/api/user/update-profile', { language: 'vi-VN' })).status).toBe(
      419,
    );
    expect((await client.send('DELETE', '/api/anything')).status).toBe(419);
  });

  it('lets GET requests through without a token', async () => {
    expect((await createClient(sim).get('/api/me')).status).toBe(401);
  });
});
