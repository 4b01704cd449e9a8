import { describe, expect, it } from 'vitest';
import { SEED_CREDENTIALS, createSimulator } from '../src/index';
import type { Transaction } from '../src/index';
import { T0, createClient } from './client';

const sim = createSimulator({ now: () => T0 });

const flatten = (list: Transaction[]): Transaction[] =>
  list.flatMap((t) => [t, ...flatten(t.relatedTransactions)]);

describe('seed account demo', () => {
  it('has a verified e-mail and phone and 1.500 KP', () => {
    expect(sim.user('demo')).toMatchObject({
      email: 'demo@example.com',
      phoneNumber: '0912345678',
      credit: 1500,
      debtCredit: 0,
      language: 'vi-VN',
      mfaEnabled: false,
    });
    expect(sim.user('demo')?.verifiedAt).not.toBeNull();
    expect(sim.user('demo')?.verifiedPhoneAt).not.toBeNull();
  });

  it('has at least 20 transactions, newest first, covering every type, status and source', () => {
    const history = sim.transactions('demo');
    expect(history.length).toBeGreaterThanOrEqual(20);
    const times = history.map((t) => Date.parse(t.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = flatten(history);
    expect(new Set(all.map((t) => t.type))).toEqual(
      new Set([
        'credit.recharge',
        'credit.bonus',
        'credit.pay',
        'credit.recall',
        'credit.refund',
        'topup.bank-transfer',
        'topup.e-wallet',
        'topup.card',
      ]),
    );
    expect(new Set(history.map((t) => t.status))).toEqual(
      new Set(['pending', 'success', 'failed', 'reviewing']),
    );
    expect(new Set(all.map((t) => t.payload.source).filter(Boolean))).toEqual(
      new Set(['momo', 'viettelpay', 'techcombank', 'vietcombank']),
    );
    expect(all.some((t) => t.payload.errorNote)).toBe(true);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
  });

  it('masks the PINs of its card transactions', () => {
    for (const card of sim.transactions('demo').filter((t) => t.type === 'topup.card')) {
      expect(card.payload.pin).toMatch(/^•{8}\d{4}$/);
      expect(card.currency).toBe('VND');
    }
  });

  it('can afford some payable amounts but not all', () => {
    const credit = sim.user('demo')?.credit ?? 0;
    expect(credit).toBeGreaterThanOrEqual(100);
    expect(credit).toBeLessThan(5000);
  });

  it('has claimed gifts, an unclaimed share-gated gift and the auto-key entry; all zones active', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const gifts = (await client.get('/api/giftpaysys')).body;
    expect(gifts.some((g: { giftState: boolean }) => g.giftState)).toBe(true);
    expect(
      gifts.some(
        (g: { giftState: boolean; shareRequired: number }) => !g.giftState && g.shareRequired === 1,
      ),
    ).toBe(true);
    expect(gifts.some((g: { id: number }) => g.id === 9999)).toBe(true);
    const zones = (await client.get('/api/account-zones')).body;
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((z: { zone: { state: string } }) => z.zone.state === 'active')).toBe(true);
  });
});

describe('other seed accounts', () => {
  it('debtor has no KP and a debt', () => {
    expect(sim.user('debtor')).toMatchObject({ credit: 0, debtCredit: 300 });
  });

  it('legacy has a closed-zone entry with every balance non-zero', async () => {
    const client = createClient(sim);
    await client.login('legacy');
    const closed = (await client.get('/api/account-zones')).body.filter(
      (z: { zone: { state: string } }) => z.zone.state === 'closed',
    );
    expect(closed).toHaveLength(1);
    expect(closed[0].leftCoin).toBeGreaterThan(0);
    expect(closed[0].extpoint0).toBeGreaterThan(0);
    expect(closed[0].extpoint4).toBeGreaterThan(0);
  });

  it('newbie has an unverified e-mail and phone, no KP, no transactions and no gifts', async () => {
    expect(sim.user('newbie')).toMatchObject({
      email: 'newbie@example.com',
      phoneNumber: '0987000004',
      verifiedAt: null,
      verifiedPhoneAt: null,
      credit: 0,
    });
    expect(sim.transactions('newbie')).toEqual([]);
    const client = createClient(sim);
    await client.login('newbie');
    const gifts = (await client.get('/api/giftpaysys')).body;
    expect(gifts.every((g: { giftState: boolean }) => !g.giftState)).toBe(true);
  });

  it('every seed account logs in with its documented password', async () => {
    for (const username of Object.keys(SEED_CREDENTIALS) as (keyof typeof SEED_CREDENTIALS)[]) {
      await expect(createClient(sim).login(username)).resolves.toMatchObject({ status: 200 });
    }
  });

  it('is the same after every reset: stable ids and dates relative to the clock', () => {
    const first = sim.transactions('demo');
    sim.reset();
    expect(sim.transactions('demo')).toEqual(first);
    expect(first.at(-1)?.id).toBe(1001);
    expect(sim.user('demo')?.joinAt).toBe(new Date(T0 - 400 * 86_400_000).toISOString());
  });
});
