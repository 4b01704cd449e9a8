import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function plan(fault: Record<string, unknown>) {
  const reply = await createClient(sim).post('/__sim/faults', fault);
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('/__sim/faults', () => {
  it('answers the next matching request with the planned status and JSON body, once by default', async () => {
    const client = createClient(sim);
    await client.login('demo');
    await plan({ method: 'GET', path: '/api/me', status: 503, body: { message: 'Bảo trì' } });
    const faulted = await client.get('/api/me');
    expect(faulted.status).toBe(503);
    expect(faulted.body).toEqual({ message: 'Bảo trì' });
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('sends a string body as-is, as text/html', async () => {
    await plan({ path: '/api/zones', status: 502, body: '<html><body>Bad Gateway</body></html>' });
    const reply = await createClient(sim).get('/api/zones');
    expect(reply.status).toBe(502);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.body).toBe('<html><body>Bad Gateway</body></html>');
  });

  it('matches by path prefix, honours times and the method filter', async () => {
    await plan({ method: 'POST', path: '/api/recharge', status: 500, times: 2 });
    const client = createClient(sim);
    await client.login('demo');
    expect((await client.get('/api/recharge/game')).status).toBe(200);
    expect((await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 1 })).status).toBe(
      500,
    );
    const second = await client.post('/api/recharge/card', {});
    expect(second.status).toBe(500);
    expect(second.body).toEqual({ message: 'Lỗi máy chủ (giả lập).' });
    expect((await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 1 })).status).toBe(
      200,
    );
  });

  it("planned for one account, answers only that account's session", async () => {
    const demo = createClient(sim);
    await demo.login('demo');
    const newbie = createClient(sim);
    await newbie.login('newbie');
    await plan({
      method: 'GET',
      path: '/api/me',
      status: 200,
      body: { username: 'x' },
      username: 'demo',
    });
    expect((await createClient(sim).get('/api/me')).status).toBe(401);
    expect((await newbie.get('/api/me')).body).toMatchObject({ username: 'newbie' });
    expect((await demo.get('/api/me')).body).toEqual({ username: 'x' });
    expect((await demo.get('/api/me')).body).toMatchObject({ username: 'demo' });
  });

  it('faults before CSRF and auth, so a logged-out page still sees the planned answer', async () => {
    await plan({ path: '/login', status: 500 });
    expect((await createClient(sim).post('/login', {})).status).toBe(500);
  });

  it('delays a request and then answers it normally when no status is given', async () => {
    await plan({ path: '/api/csrf-cookie', delayMs: 60 });
    const started = performance.now();
    const reply = await createClient(sim).csrf();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(reply.status).toBe(204);
  });

  it('lists and clears planned faults', async () => {
    await plan({ path: '/api/me', status: 500, times: 3 });
    expect((await createClient(sim).get('/__sim/faults')).body).toMatchObject([
      { path: '/api/me', status: 500, remaining: 3 },
    ]);
    const cleared = await createClient(sim).send('DELETE', '/__sim/faults');
    expect(cleared.status).toBe(204);
    expect((await createClient(sim).get('/api/me')).status).toBe(401);
  });

  it("clears one account's faults and keeps everyone else's", async () => {
    await plan({ path: '/api/me', status: 500, username: 'demo' });
    await plan({ path: '/api/me', status: 503, username: 'debtor' });
    await plan({ path: '/api/zones', status: 500 });
    const cleared = await createClient(sim).send('DELETE', '/__sim/faults?username=demo');
    expect(cleared.status).toBe(204);
    expect((await createClient(sim).get('/__sim/faults')).body).toMatchObject([
      { path: '/api/me', status: 503 },
      { path: '/api/zones', status: 500 },
    ]);
  });

  it('rejects a malformed fault', async () => {
    const client = createClient(sim);
    expect((await client.post('/__sim/faults', { path: 'api/me' })).status).toBe(400);
    expect((await client.post('/__sim/faults', { path: '/api/me', status: 42 })).status).toBe(400);
    expect((await client.post('/__sim/faults', { path: '/api/me', times: 0 })).status).toBe(400);
  });
});

describe('/__sim/reset', () => {
  it('restores the seed and logs everyone out, without a CSRF token', async () => {
    const client = createClient(sim);
    await client.login('demo');
    await client.post('/api/recharge/game', { creditAmount: 1000, zoneId: 1 });
    expect(sim.user('demo')?.credit).toBe(500);
    const reply = await createClient(sim).post('/__sim/reset');
    expect(reply.status).toBe(204);
    expect(sim.user('demo')?.credit).toBe(1500);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('reset() empties the outbox and forgets registered accounts', async () => {
    const client = createClient(sim);
    await client.csrf();
    await client.post('/reset-password/send-email', {
      username: 'demo',
      gReCaptchaToken: 'dev-captcha-ok',
    });
    expect(sim.outbox()).toHaveLength(1);
    sim.reset();
    expect(sim.outbox()).toEqual([]);
    expect(sim.user('newbie')?.credit).toBe(0);
  });
});

describe('/__sim/outbox', () => {
  it('lists the messages with their fields and filters by recipient', async () => {
    const client = createClient(sim);
    await client.csrf();
    await client.post('/reset-password/send-email', { username: 'demo', gReCaptchaToken: 'x' });
    await createClient(sim).post('/__sim/sms', { from: '0912000002', text: 'MXT debtor' });
    const all = (await client.get('/__sim/outbox')).body;
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ id: 1, channel: 'email', to: 'demo@example.com' });
    expect(all[0].sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(all[1]).toMatchObject({ id: 2, channel: 'sms', to: '0912000002' });
    const filtered = (await client.get('/__sim/outbox?to=0912000002')).body;
    expect(filtered.map((m: { id: number }) => m.id)).toEqual([2]);
  });
});

describe('unknown paths', () => {
  it('answer 404 with a Vietnamese message', async () => {
    const reply = await createClient(sim).get('/api-nowhere');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Không tìm thấy đường dẫn yêu cầu.' });
  });

  it('refuses a POST that is not JSON, which a foreign page could send without a preflight', async () => {
    const sim = createSimulator();
    const response = await sim.fetch(
      new Request('http://localhost:8787/__sim/reset', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(415);
    sim.dispose();
  });
});

describe('proxy faults (from in front of the API)', () => {
  const origin = 'http://localhost:5173';

  it.each([502, 504, 429])(
    'answers %i as nginx would, an HTML page without any CORS header',
    async (status) => {
      await plan({ method: 'GET', path: '/api/me', status, proxy: true });
      const response = await sim.fetch(
        new Request('http://localhost:8787/api/me', { headers: { origin } }),
      );
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(await response.text()).toContain(`<h1>${status} `);
      for (const name of ['access-control-allow-origin', 'access-control-allow-credentials']) {
        expect(response.headers.get(name)).toBeNull();
      }
      const next = await sim.fetch(
        new Request('http://localhost:8787/api/me', { headers: { origin } }),
      );
      expect(next.status).toBe(401);
      expect(next.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it('keeps CORS headers on an ordinary (API) fault, and refuses a proxy fault without a status', async () => {
    await plan({ method: 'GET', path: '/api/me', status: 502 });
    const response = await sim.fetch(
      new Request('http://localhost:8787/api/me', { headers: { origin } }),
    );
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const client = createClient(sim);
    expect((await client.post('/__sim/faults', { path: '/api/me', proxy: true })).status).toBe(400);
    expect(
      (await client.post('/__sim/faults', { path: '/api/me', status: 502, proxy: 'yes' })).status,
    ).toBe(400);
  });
});
