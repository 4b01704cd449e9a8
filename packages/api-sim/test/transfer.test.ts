import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function transfer(body: Record<string, unknown>) {
  return createClient(sim).post('/__sim/transfer', body);
}

describe('POST /__sim/transfer', () => {
  it('credits an e-wallet transfer at the method’s rate with the bonus of the highest tier reached', async () => {
    // momo: 0.01 KP per đồng; tiers 100.000đ → 5 %, 500.000đ → 10 %
    const reply = await transfer({ username: 'newbie', method: 'momo', amount: 600_000 });
    expect(reply.status).toBe(201);
    expect(reply.body.transaction).toMatchObject({
      type: 'topup.e-wallet',
      value: 600_000,
      realValue: 600_000,
      currency: 'VND',
      status: 'success',
      payload: { source: 'momo' },
      relatedTransactions: [
        { type: 'credit.recharge', value: 6000, currency: 'KP' },
        { type: 'credit.bonus', value: 600, currency: 'KP' },
      ],
    });
    expect(sim.user('newbie')?.credit).toBe(6600);
    expect(sim.transactions('newbie')[0]?.id).toBe(reply.body.transaction.id);
  });

  it('books a bank transfer as topup.bank-transfer at the bank’s rate', async () => {
    // vietcombank: 0.012 KP per đồng; 100.000đ reaches the 5 % tier
    const reply = await transfer({ username: 'newbie', method: 'vietcombank', amount: 100_000 });
    expect(reply.body.transaction).toMatchObject({
      type: 'topup.bank-transfer',
      payload: { source: 'vietcombank' },
      relatedTransactions: [
        { type: 'credit.recharge', value: 1200 },
        { type: 'credit.bonus', value: 60 },
      ],
    });
    expect(sim.user('newbie')?.credit).toBe(1260);
  });

  it('gives no bonus below the lowest tier', async () => {
    const reply = await transfer({ username: 'newbie', method: 'viettelpay', amount: 150_000 });
    expect(reply.body.transaction.relatedTransactions).toEqual([
      expect.objectContaining({ type: 'credit.recharge', value: 1500 }),
    ]);
  });

  it('pays off debt before crediting', async () => {
    const reply = await transfer({ username: 'debtor', method: 'momo', amount: 20_000 });
    expect(reply.body).toMatchObject({ credit: 0, debtCredit: 100 });
    const more = await transfer({ username: 'debtor', method: 'momo', amount: 20_000 });
    expect(more.body).toMatchObject({ credit: 100, debtCredit: 0 });
  });

  it('rejects an unknown account, method or amount', async () => {
    expect((await transfer({ username: 'nobody', method: 'momo', amount: 1 })).status).toBe(404);
    expect((await transfer({ username: 'demo', method: 'paypal', amount: 1 })).status).toBe(400);
    expect((await transfer({ username: 'demo', method: 'momo', amount: -5 })).status).toBe(400);
    expect((await transfer({ username: 'demo', method: 'momo', amount: 1.5 })).status).toBe(400);
  });
});
