import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

describe('login', () => {
  it('logs in, sets an HttpOnly SameSite=Lax session cookie of SESSION_LIFETIME, no remember cookie, and /api/me answers', async () => {
    const client = createClient(sim);
    const reply = await client.login('demo');
    expect(reply.body).toEqual({ message: 'Đăng nhập thành công.' });
    const session = reply.setCookies.find((c) => c.startsWith('portal_session='));
    expect(session).toMatch(
      /^portal_session=[a-f0-9]{40}; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/,
    );
    expect(reply.setCookies.some((c) => c.startsWith('remember_web_'))).toBe(false);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'demo',
      credit: 1500,
      debtCredit: 0,
      language: 'vi-VN',
    });
  });

  it("with remember: true keeps the session cookie's Max-Age and adds Laravel's five-year remember_web_ cookie", async () => {
    const reply = await createClient(sim).login('demo', true);
    const session = reply.setCookies.find((c) => c.startsWith('portal_session='));
    expect(session).toContain('; Max-Age=7200;');
    const remember = reply.setCookies.find((c) => c.startsWith('remember_web_'));
    expect(remember).toMatch(
      /^remember_web_[a-f0-9]{40}=demo%7C[a-f0-9]{60}; Path=\/; Max-Age=157680000; HttpOnly; SameSite=Lax$/,
    );
  });

  it("answers a login from a browser that is signed in already with the guest middleware's 302 to /home", async () => {
    const client = createClient(sim);
    await client.login('demo');
    const again = await client.post('/login', { username: 'debtor', password: 'Debtor@2026' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('http://localhost:8787/home');
    expect((await client.get('/api/me')).body).toMatchObject({ username: 'demo' });
  });

  it('accepts the username in any case', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/login', { username: 'DEMO', password: 'Demo@2026' });
    expect(reply.status).toBe(200);
  });

  it('answers wrong credentials with 422 on username', async () => {
    const client = createClient(sim);
    await client.csrf();
    for (const body of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody', password: 'Demo@2026' },
    ]) {
      const reply = await client.post('/login', body);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ username: ['Tên đăng nhập hoặc mật khẩu không đúng'] });
      // The guest session stays: its cookie is only sent again, with its Max-Age slid.
      const session = reply.setCookies.find((c) => c.startsWith('portal_session='));
      expect(session).toContain(`portal_session=${client.cookies.get('portal_session')};`);
    }
  });

  it('validates the fields', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/login', { username: 'abc', password: '' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      username: ['Tên đăng nhập phải có ít nhất 4 ký tự'],
      password: ['Vui lòng nhập mật khẩu'],
    });
  });

  it('judges the username as typed, not lowercased (İ lowercases to two characters)', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/login', { username: 'İİİ', password: 'x' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ username: ['Tên đăng nhập phải có ít nhất 4 ký tự'] });
  });

  it('after 5 failures for a username and IP within a minute, answers 422 on username with the wait', async () => {
    const clock = createClock();
    const timed = createSimulator({ now: clock.now });
    const client = createClient(timed);
    await client.csrf();
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/login', { username: 'demo', password: 'nope' })).status).toBe(
        422,
      );
    }
    clock.advance(15_000);
    const blocked = await client.post('/login', { username: 'demo', password: 'Demo@2026' });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors).toEqual({
      username: ['Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 45 giây.'],
    });
    expect(blocked.headers.get('retry-after')).toBeNull();
    // another IP (behind a trusted proxy) is not held
    const elsewhere = await client.post(
      '/login',
      { username: 'demo', password: 'Demo@2026' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(elsewhere.status).toBe(200);
    clock.advance(45_000);
    const later = createClient(timed);
    await later.csrf();
    expect((await later.post('/login', { username: 'demo', password: 'Demo@2026' })).status).toBe(
      200,
    );
  });

  it('a success clears the failures of that username and IP', async () => {
    const client = createClient(sim);
    await client.csrf();
    for (let i = 0; i < 4; i += 1) await client.post('/login', { username: 'demo', password: 'x' });
    await client.login('demo');
    await client.post('/logout');
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await client.post('/login', { username: 'demo', password: 'x' })).body.errors,
      ).toEqual({ username: ['Tên đăng nhập hoặc mật khẩu không đúng'] });
    }
  });
});

describe('the login route throttle (429)', () => {
  it('answers 429 with Retry-After once one IP sends more logins a minute than allowed', async () => {
    const clock = createClock();
    const timed = createSimulator({ now: clock.now, loginRequestsPerMinute: 3 });
    // Each login from a browser of its own (a signed-in one would get the guest middleware's 302).
    const login = async (headers: Record<string, string> = {}) => {
      const browser = createClient(timed);
      await browser.csrf();
      return browser.post('/login', { username: 'demo', password: 'Demo@2026' }, headers);
    };
    for (let i = 0; i < 3; i += 1) expect((await login()).status).toBe(200);
    clock.advance(20_000);
    const blocked = await login();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('40');
    expect(blocked.headers.get('x-ratelimit-limit')).toBe('3');
    expect(blocked.body).toEqual({
      message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau 40 giây.',
    });
    const other = await login({ 'x-forwarded-for': '198.51.100.7' });
    expect(other.status).toBe(200);
    clock.advance(40_000);
    expect((await login()).status).toBe(200);
  });

  it('allows 60 a minute by default; POST /__sim/limits changes it until the next reset', async () => {
    const client = createClient(sim);
    expect((await client.get('/__sim/limits')).body).toEqual({
      sessionLifetimeMinutes: 120,
      loginRequestsPerMinute: 60,
    });
    expect((await client.post('/__sim/limits', { loginRequestsPerMinute: 1 })).status).toBe(200);
    await client.login('demo');
    expect((await client.post('/login', { username: 'demo', password: 'x' })).status).toBe(429);
    expect((await client.post('/__sim/limits', { loginRequestsPerMinute: -1 })).status).toBe(400);
    sim.reset();
    expect((await client.get('/__sim/limits')).body.loginRequestsPerMinute).toBe(60);
  });
});

describe('protected endpoints', () => {
  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/payment-methods'],
    ['GET', '/api/transaction-history?nocache=1'],
    ['GET', '/api/zones'],
    ['GET', '/api/giftpaysys'],
    ['POST', '/api/recharge/card'],
    ['POST', '/logout'],
    ['POST', '/email-verification/send'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.send(method, path, method === 'GET' ? undefined : {});
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Bạn chưa đăng nhập.' });
  });

  it('marks authenticated responses Cache-Control: no-store', async () => {
    const client = createClient(sim);
    await client.login('demo');
    expect((await client.get('/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/transaction-history')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('ignores a session cookie the simulator never issued', async () => {
    const reply = await createClient(sim).get('/api/me', { cookie: 'portal_session=forged' });
    expect(reply.status).toBe(401);
  });
});

describe('logout', () => {
  it('destroys the session and starts a new guest one, with a new XSRF token (invalidate)', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const sessionId = client.cookies.get('portal_session');
    const token = client.cookies.get('XSRF-TOKEN');
    const reply = await client.post('/logout');
    expect(reply.status).toBe(204);
    const newSession = reply.setCookies.find((c) => c.startsWith('portal_session='));
    expect(newSession).toMatch(
      /^portal_session=[a-f0-9]{40}; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/,
    );
    expect(client.cookies.get('portal_session')).not.toBe(sessionId);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(token);
    expect((await client.get('/api/me')).status).toBe(401);
    const replay = await createClient(sim).get('/api/me', {
      cookie: `portal_session=${sessionId}`,
    });
    expect(replay.status).toBe(401);
  });

  it('leaves other browsers of the same account logged in', async () => {
    const first = createClient(sim);
    const second = createClient(sim);
    await first.login('demo');
    await second.login('demo');
    await first.post('/logout');
    expect((await second.get('/api/me')).status).toBe(200);
  });
});
