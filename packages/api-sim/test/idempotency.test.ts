import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock, type Client } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function as(username: 'demo' | 'legacy', simulator = sim): Promise<Client> {
  const client = createClient(simulator);
  await client.login(username);
  return client;
}

const recharge = { creditAmount: 1000, zoneId: 2 };
const key = (value: string) => ({ 'Idempotency-Key': value });
const charges = (username: string, simulator = sim) =>
  simulator.transactions(username).filter((row) => row.type === 'credit.pay').length;

describe('Idempotency-Key on a money write', () => {
  it('answers a repeat of the same request with the first answer, marked replayed, and charges once', async () => {
    const client = await as('demo');
    const before = charges('demo');
    const first = await client.post('/api/recharge/game', recharge, key('k-1'));
    const repeat = await client.post('/api/recharge/game', recharge, key('k-1'));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(sim.user('demo')?.credit).toBe(500);
    expect(charges('demo')).toBe(before + 1);
  });

  it('answers a repeat of a refusal with the same refusal (the key keeps its first answer)', async () => {
    const client = await as('demo');
    const tooMuch = { creditAmount: 2000, zoneId: 2 };
    const first = await client.post('/api/recharge/game', tooMuch, key('k-poor'));
    const repeat = await client.post('/api/recharge/game', tooMuch, key('k-poor'));
    expect([first.status, repeat.status]).toEqual([422, 422]);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the key with another body (422 idempotency_key_reused) and charges nothing for it', async () => {
    const client = await as('demo');
    await client.post('/api/recharge/game', recharge, key('k-2'));
    const other = await client.post(
      '/api/recharge/game',
      { creditAmount: 100, zoneId: 2 },
      key('k-2'),
    );
    expect(other.status).toBe(422);
    expect(other.body.errorCode).toBe('idempotency_key_reused');
    expect(sim.user('demo')?.credit).toBe(500);
  });

  it('compares bodies, not their key order', async () => {
    const client = await as('demo');
    await client.post('/api/recharge/game', recharge, key('k-order'));
    const reordered = await client.post(
      '/api/recharge/game',
      { zoneId: 2, creditAmount: 1000 },
      key('k-order'),
    );
    expect(reordered.status).toBe(200);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers a repeat while the first is still being handled with 409 idempotency_in_progress', async () => {
    const client = await as('demo');
    const [first, second] = await Promise.all([
      client.post('/api/recharge/game', recharge, key('k-race')),
      client.post('/api/recharge/game', recharge, key('k-race')),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('idempotency_in_progress');
    expect(sim.user('demo')?.credit).toBe(500);
  });

  it('lets a request held before its handler (30 s late) find the key answered by the resend: one charge', async () => {
    const client = await as('demo');
    const before = charges('demo');
    const planned = await createClient(sim).post('/__sim/faults', {
      method: 'POST',
      path: '/api/recharge/game',
      delayMs: 200,
    });
    expect(planned.status).toBe(201);
    const held = client.post('/api/recharge/game', recharge, key('k-late'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const resend = await client.post('/api/recharge/game', recharge, key('k-late'));
    const late = await held;
    expect(resend.status).toBe(200);
    expect(late.status).toBe(200);
    expect(late.body).toEqual(resend.body);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(sim.user('demo')?.credit).toBe(500);
    expect(charges('demo')).toBe(before + 1);
  });

  it("keeps keys per account: another player's same key is a request of its own", async () => {
    const demo = await as('demo');
    const legacy = await as('legacy');
    const small = { creditAmount: 100, zoneId: 2 };
    const legacyCredit = sim.user('legacy')?.credit ?? 0;
    await demo.post('/api/recharge/game', small, key('shared'));
    const theirs = await legacy.post('/api/recharge/game', small, key('shared'));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(sim.user('legacy')?.credit).toBe(legacyCredit - 100);
  });

  it('keeps a key 24 hours: after that the same key is a new request', async () => {
    const clock = createClock();
    const timed = createSimulator({ now: clock.now });
    const client = await as('demo', timed);
    await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 2 }, key('k-day'));
    clock.advance(24 * 60 * 60 * 1000 - 1);
    // the session has long expired: a new one, the same account
    await client.login('demo');
    const withinDay = await client.post(
      '/api/recharge/game',
      { creditAmount: 100, zoneId: 2 },
      key('k-day'),
    );
    expect(withinDay.headers.get('idempotent-replayed')).toBe('true');
    clock.advance(1);
    const nextDay = await client.post(
      '/api/recharge/game',
      { creditAmount: 100, zoneId: 2 },
      key('k-day'),
    );
    expect(nextDay.headers.get('idempotent-replayed')).toBeNull();
    expect(timed.user('demo')?.credit).toBe(1300);
    timed.dispose();
  });

  it('takes no key on a request refused before its handler (419): the next one with it is handled', async () => {
    const client = await as('demo');
    const refused = await client.post('/api/recharge/game', recharge, {
      ...key('k-419'),
      'x-xsrf-token': 'wrong',
    });
    expect(refused.status).toBe(419);
    const sent = await client.post('/api/recharge/game', recharge, key('k-419'));
    expect(sent.status).toBe(200);
    expect(sent.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each(['', 'x'.repeat(256)])('refuses a key of %j characters with 400', async (value) => {
    const client = await as('demo');
    const reply = await client.post('/api/recharge/game', recharge, key(value));
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('idempotency_key_invalid');
    expect(sim.user('demo')?.credit).toBe(1500);
  });

  it.each([
    [
      '/api/recharge/card',
      { provider: 'VIETTEL', serial: '10000000001', pin: '100000000001', value: 10000 },
    ],
    ['/api/giftpaysys/receive', { rewardType: 1 }],
    ['/api/account-zones', { zoneId: 2 }],
  ])('replays the first answer of %s too', async (path, body) => {
    const client = await as('demo');
    const first = await client.post(path, body, key(`k-${path}`));
    const repeat = await client.post(path, body, key(`k-${path}`));
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });
});
