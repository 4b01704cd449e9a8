import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const MINUTE = 60_000;
const clock = createClock();
const sim = createSimulator({ now: clock.now });
afterEach(() => sim.reset());

describe('session lifetime (Laravel SESSION_LIFETIME, sliding)', () => {
  it('lives 120 minutes after the last request by default, each request sliding it on', async () => {
    const client = createClient(sim);
    await client.login('demo');
    clock.advance(119 * MINUTE);
    expect((await client.get('/api/me')).status).toBe(200);
    clock.advance(119 * MINUTE);
    expect((await client.get('/api/me')).status).toBe(200);
    clock.advance(120 * MINUTE);
    const expired = await client.get('/api/me');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Bạn chưa đăng nhập.' });
  });

  it('is gone once expired: a POST with the old token gets 419, and the old id stays dead', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const id = client.cookies.get('portal_session');
    clock.advance(120 * MINUTE);
    expect((await client.post('/api/user/change-phone')).status).toBe(419);
    await client.csrf();
    expect(client.cookies.get('portal_session')).not.toBe(id);
    expect((await client.post('/api/user/change-phone')).status).toBe(401);
  });

  it('takes its lifetime from the sessionLifetimeMinutes option', async () => {
    const short = createSimulator({ now: clock.now, sessionLifetimeMinutes: 5 });
    const client = createClient(short);
    await client.login('demo');
    clock.advance(4 * MINUTE);
    expect((await client.get('/api/me')).status).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await client.get('/api/me')).status).toBe(401);
    expect(() => createSimulator({ sessionLifetimeMinutes: 0 })).toThrow(RangeError);
  });

  it('a remembered login comes back in a new session with a new token (the recaller), also with no session cookie left', async () => {
    const client = createClient(sim);
    await client.login('demo', true);
    const id = client.cookies.get('portal_session');
    const token = client.cookies.get('XSRF-TOKEN');
    clock.advance(121 * MINUTE);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.setCookies.find((c) => c.startsWith('portal_session='))).toContain('Max-Age=7200');
    expect(client.cookies.get('portal_session')).not.toBe(id);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(token);
    client.cookies.delete('portal_session');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('logout cycles the remember token: every remember cookie of the account stops working', async () => {
    const first = createClient(sim);
    const second = createClient(sim);
    await first.login('demo', true);
    await second.login('demo', true);
    const logout = await first.post('/logout');
    expect(logout.setCookies.find((c) => c.startsWith('remember_web_'))).toContain('Max-Age=0');
    second.cookies.delete('portal_session');
    expect((await second.get('/api/me')).status).toBe(401);
  });
});

describe('POST /__sim/sessions/expire', () => {
  it("ends the caller's own session (by its cookie)", async () => {
    const client = createClient(sim);
    await client.login('demo');
    expect((await client.post('/__sim/sessions/expire', {})).body).toEqual({ expired: 1 });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it("ends every session of a named account, remembered ones too, and no one else's", async () => {
    const first = createClient(sim);
    const second = createClient(sim);
    const other = createClient(sim);
    await first.login('demo', true);
    await second.login('demo');
    await other.login('debtor');
    const reply = await createClient(sim).post('/__sim/sessions/expire', { username: 'DEMO' });
    expect(reply.body).toEqual({ expired: 2 });
    expect((await first.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await other.get('/api/me')).status).toBe(200);
  });

  it('answers 404 for an unknown account and 415 without JSON', async () => {
    const client = createClient(sim);
    expect((await client.post('/__sim/sessions/expire', { username: 'nobody' })).status).toBe(404);
    const raw = await sim.fetch(
      new Request('http://localhost:8787/__sim/sessions/expire', { method: 'POST' }),
    );
    expect(raw.status).toBe(415);
  });

  it('POST /__sim/limits sets the session lifetime until the next reset', async () => {
    const client = createClient(sim);
    await client.post('/__sim/limits', { sessionLifetimeMinutes: 1 });
    await client.login('demo');
    clock.advance(MINUTE);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.post('/__sim/limits', { sessionLifetimeMinutes: 0 })).status).toBe(400);
  });
});
