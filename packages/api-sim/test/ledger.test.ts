import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

const key = (value: string) => ({ 'Idempotency-Key': value });

describe("what a test reads of the simulator's ledger", () => {
  describe('moneyWrites', () => {
    it("lists an account's keys, oldest first, with their request and first answer's status", async () => {
      const client = createClient(sim);
      await client.login('demo');
      await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 2 }, key('k-done'));
      await client.post('/api/recharge/game', { creditAmount: 5000, zoneId: 2 }, key('k-poor'));
      await client.post('/api/giftpaysys/receive', { rewardType: 1 }, key('k-gift'));
      // a repeat adds nothing
      await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 2 }, key('k-done'));
      expect(sim.moneyWrites('demo')).toEqual([
        {
          key: 'k-done',
          request: 'POST /api/recharge/game',
          body: '{"creditAmount":100,"zoneId":2}',
          status: 200,
        },
        {
          key: 'k-poor',
          request: 'POST /api/recharge/game',
          body: '{"creditAmount":5000,"zoneId":2}',
          status: 422,
        },
        {
          key: 'k-gift',
          request: 'POST /api/giftpaysys/receive',
          body: '{"rewardType":1}',
          status: expect.any(Number),
        },
      ]);
      expect(sim.moneyWrites('DEMO')).toHaveLength(3);
      expect(sim.moneyWrites('legacy')).toEqual([]);
    });

    it('lists no key for a request held before its handler (a server that handles it late) until it is handled', async () => {
      const client = createClient(sim);
      await client.login('demo');
      await createClient(sim).post('/__sim/faults', {
        method: 'POST',
        path: '/api/recharge/game',
        delayMs: 100,
      });
      // the fault's delay runs before the key is taken
      const held = client.post('/api/recharge/game', { creditAmount: 100, zoneId: 2 }, key('k-1'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sim.moneyWrites('demo')).toEqual([]);
      await held;
      expect(sim.moneyWrites('demo')).toMatchObject([{ key: 'k-1', status: 200 }]);
    });
  });

  describe('sessionUser', () => {
    it('names the account of a live session, and null for a guest, an ended or an unknown one', async () => {
      const clock = createClock();
      const timed = createSimulator({ now: clock.now, sessionLifetimeMinutes: 5 });
      const client = createClient(timed);
      await client.csrf();
      const guest = client.cookies.get('portal_session') ?? '';
      expect(timed.sessionUser(guest)).toBeNull();
      await client.login('demo');
      const signedIn = client.cookies.get('portal_session') ?? '';
      expect(timed.sessionUser(signedIn)).toBe('demo');
      clock.advance(5 * 60_000);
      expect(timed.sessionUser(signedIn)).toBeNull();
      expect(timed.sessionUser('no-such-session')).toBeNull();
      timed.dispose();
    });
  });

  describe('cardTimers: false', () => {
    it('settles a card only on a request once the clock has passed its moment, never on a timer', async () => {
      const clock = createClock();
      const timed = createSimulator({ now: clock.now, settleDelayMs: 10, cardTimers: false });
      const client = createClient(timed);
      await client.login('newbie');
      const card = {
        provider: 'VIETTEL',
        serial: '10099988877',
        pin: '1234567890123',
        value: 10_000,
      };
      expect((await client.post('/api/recharge/card', card)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(timed.transactions('newbie')[0]?.status).toBe('pending');
      clock.advance(10);
      expect((await client.get('/api/transaction-history')).body[0].status).toBe('success');
      expect(timed.user('newbie')?.credit).toBe(100);
      timed.dispose();
    });
  });

  describe('GET /__sim/ledger', () => {
    it("gives an account's balance, transactions, gifts and keys without a session", async () => {
      const client = createClient(sim);
      await client.login('demo');
      await client.post('/api/recharge/game', { creditAmount: 100, zoneId: 2 }, key('k-1'));
      await client.post('/api/giftpaysys/receive', { rewardType: 3 }, key('k-2'));
      const reply = await createClient(sim).get('/__sim/ledger?username=demo');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ username: 'demo', credit: 1400, debtCredit: 0 });
      expect(reply.body.transactions[0]).toMatchObject({ type: 'credit.pay', value: 100 });
      expect(reply.body.gifts.map((gift: { id: number }) => gift.id)).toEqual([1, 2, 3]);
      expect(reply.body.moneyWrites.map((write: { key: string }) => write.key)).toEqual([
        'k-1',
        'k-2',
      ]);
      expect((await createClient(sim).get('/__sim/ledger?username=nobody')).status).toBe(404);
    });
  });
});
