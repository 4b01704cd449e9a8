import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

describe('GET /api/csrf-cookie', () => {
  it('sets a readable, URL-encoded XSRF-TOKEN cookie and answers 204', async () => {
    const reply = await createClient(sim).csrf();
    expect(reply.status).toBe(204);
    const setCookie = reply.setCookies.find((c) => c.startsWith('XSRF-TOKEN=')) ?? '';
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
    const xsrf = (r: { setCookies: string[] }) => r.setCookies.find((c) => c.startsWith('XSRF-'));
    expect(xsrf(a)).toBeDefined();
    expect(xsrf(a)).not.toBe(xsrf(b));
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

describe("the session's token (Laravel VerifyCsrfToken)", () => {
  it("refuses another session's token, even when cookie and header agree", async () => {
    const mine = createClient(sim);
    const theirs = createClient(sim);
    await mine.csrf();
    await theirs.csrf();
    const foreign = theirs.cookies.get('XSRF-TOKEN') ?? '';
    mine.cookies.set('XSRF-TOKEN', foreign);
    const reply = await mine.post('/login', { username: 'demo', password: 'Demo@2026' });
    expect(reply.status).toBe(419);
  });

  it('refuses a token with no session behind it', async () => {
    const client = createClient(sim);
    await client.csrf();
    client.cookies.delete('portal_session');
    expect((await client.post('/login', { username: 'demo', password: 'Demo@2026' })).status).toBe(
      419,
    );
  });

  it("keeps one session's token across csrf-cookie calls, and re-issues it on every answer", async () => {
    const client = createClient(sim);
    await client.csrf();
    const token = client.cookies.get('XSRF-TOKEN');
    const id = client.cookies.get('portal_session');
    await client.csrf();
    expect(client.cookies.get('portal_session')).toBe(id);
    expect(client.cookies.get('XSRF-TOKEN')).toBe(token);
    const me = await client.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.setCookies).toEqual([
      `XSRF-TOKEN=${token}; Path=/; SameSite=Lax`,
      `portal_session=${id}; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('rotates the token at login, so the guest token then gets 419', async () => {
    const client = createClient(sim);
    await client.csrf();
    const guestToken = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
    const login = await client.login('demo');
    expect(login.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '')).not.toBe(guestToken);
    const stale = await client.post('/api/user/change-phone', {}, { 'x-xsrf-token': guestToken });
    expect(stale.status).toBe(419);
    expect((await client.post('/api/user/change-phone')).status).toBe(200);
  });

  it('rotates the token at logout, so the logged-in token then gets 419', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const userToken = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
    expect((await client.post('/logout')).status).toBe(204);
    const stale = await client.post(
      '/login',
      { username: 'demo', password: 'Demo@2026' },
      { 'x-xsrf-token': userToken },
    );
    expect(stale.status).toBe(419);
    expect((await client.post('/login', { username: 'demo', password: 'Demo@2026' })).status).toBe(
      200,
    );
  });

  it('never sets the cookie on a 419 or on the /__sim/ tools', async () => {
    const client = createClient(sim);
    await client.csrf();
    const refused = await client.post('/login', {}, { 'x-xsrf-token': 'wrong' });
    expect(refused.setCookies).toEqual([]);
    expect((await client.get('/__sim/outbox')).setCookies).toEqual([]);
  });
});
