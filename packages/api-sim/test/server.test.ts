import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer } from '../src/serve';
import type { SimulatorServer } from '../src/serve';

let server: SimulatorServer;
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, origins: ['http://localhost:5173'] });
});
afterAll(() => server.close());

describe('startSimulatorServer', () => {
  it('serves the simulator over real HTTP on localhost', async () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const response = await fetch(`${server.url}/api/me`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('carries cookies over HTTP: csrf, login and /api/me', async () => {
    const csrf = await fetch(`${server.url}/api/csrf-cookie`);
    const [guest = '', xsrf = ''] = csrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    expect(guest).toMatch(/^portal_session=/);
    const login = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${guest}; ${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
      },
      body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
    });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: session } });
    expect(await me.json()).toMatchObject({ username: 'demo' });
  });

  it('exposes its simulator for resets and outbox reads', () => {
    expect(server.simulator.outbox()).toEqual([]);
  });
});
