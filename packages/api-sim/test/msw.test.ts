import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieJar, createSimulator, createSimulatorHandlers } from '../src/index';
import type { CookieJar } from '../src/index';

const API = 'http://localhost:8787';
const sim = createSimulator();
const unhandled: string[] = [];
const server = setupServer();

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(request.url);
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  sim.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** What a browser client does: read the XSRF cookie the page can see and echo it in a header. */
function post(jar: CookieJar, path: string, body: unknown = {}) {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(body),
  });
}

async function logIn(jar: CookieJar, remember = false) {
  await fetch(`${API}/api/csrf-cookie`);
  return post(jar, '/login', { username: 'demo', password: 'Demo@2026', remember });
}

describe('createSimulatorHandlers', () => {
  it('keeps the session in its own jar and sends it with every request', async () => {
    const jar = createCookieJar();
    server.use(...createSimulatorHandlers(sim, { jar }));
    expect((await fetch(`${API}/api/me`)).status).toBe(401);

    const login = await logIn(jar);
    expect(login.status).toBe(200);
    // Set-Cookie stays with the adapter: MSW's process-wide cookie store never sees it
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(jar.get('portal_session')).toMatch(/^[a-f0-9]{40}$/);

    const me = await fetch(`${API}/api/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'demo' });
  });

  it('takes the new guest session and token the simulator gives on logout', async () => {
    const jar = createCookieJar();
    server.use(...createSimulatorHandlers(sim, { jar }));
    await logIn(jar);
    const before = jar.header();
    expect((await post(jar, '/logout')).status).toBe(204);
    expect(jar.get('portal_session')).toMatch(/^[a-f0-9]{40}$/);
    expect(jar.header()).not.toBe(before);
    expect((await fetch(`${API}/api/me`)).status).toBe(401);
  });

  it('drops the session cookie after its Max-Age; the remember cookie brings the player back until its own ends', async () => {
    let now = Date.UTC(2026, 0, 1);
    const jar = createCookieJar({ now: () => now });
    server.use(...createSimulatorHandlers(sim, { jar }));
    await logIn(jar, true);
    const session = jar.get('portal_session');
    now += 2 * 60 * 60_000;
    expect(jar.get('portal_session')).toBeUndefined();
    expect((await fetch(`${API}/api/me`)).status).toBe(200);
    expect(jar.get('portal_session')).not.toBe(session);
    now += 5 * 365 * 24 * 60 * 60_000;
    expect((await fetch(`${API}/api/me`)).status).toBe(401);
  });

  it('gives each call its own jar, so sessions never leak between handler sets', async () => {
    const jar = createCookieJar();
    const loggedIn = createSimulatorHandlers(sim, { jar });
    const other = createSimulatorHandlers(sim);
    server.use(...loggedIn);
    await logIn(jar);
    server.resetHandlers(...other);
    expect((await fetch(`${API}/api/me`)).status).toBe(401);
    server.resetHandlers(...loggedIn);
    expect((await fetch(`${API}/api/me`)).status).toBe(200);
  });

  it('accepts a session made with simulator.createSession()', async () => {
    const jar = createCookieJar();
    jar.set('portal_session', sim.createSession('legacy').id);
    server.use(...createSimulatorHandlers(sim, { jar }));
    expect(await (await fetch(`${API}/api/me`)).json()).toMatchObject({ username: 'legacy' });
  });

  it('mirrors only readable cookies into document.cookie', async () => {
    const writes: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        writes.push(value);
      },
    });
    const jar = createCookieJar();
    server.use(...createSimulatorHandlers(sim, { jar }));
    await logIn(jar);
    // csrf-cookie, then the token login rotates; never the HttpOnly session
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write).toMatch(/^XSRF-TOKEN=[^;]*%3D%3D; path=\/$/);
    expect(writes[1]).not.toBe(writes[0]);
    jar.clear();
    expect(writes[2]).toBe('XSRF-TOKEN=; path=/; max-age=0');
  });

  it('serves a custom base URL and leaves other hosts alone', async () => {
    const elsewhere = http.all('*', () => new Response('not the simulator', { status: 418 }));
    server.use(...createSimulatorHandlers(sim, { baseURL: 'http://api.portal.test/' }), elsewhere);
    expect((await fetch('http://api.portal.test/api/me')).status).toBe(401);
    expect((await fetch('http://api.portal.test.evil/api/me')).status).toBe(418);
    expect((await fetch('http://localhost:8787/api/me')).status).toBe(418);
    expect(unhandled).toEqual([]);
  });

  it('passes request bodies and non-JSON answers through', async () => {
    const jar = createCookieJar();
    server.use(...createSimulatorHandlers(sim, { jar }));
    await logIn(jar);
    const card = await post(jar, '/api/recharge/card', {
      provider: 'ZING',
      serial: '123456789012',
      pin: '123456789',
      value: 10000,
    });
    expect(card.status).toBe(200);
    const logo = await fetch(`${API}/images/cards/zing.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('Zing');
  });
});
