import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function asDemo() {
  const client = createClient(sim);
  await client.login('demo');
  return client;
}

describe('GET /api/recharge/game', () => {
  it('names the coin and lists the payable amounts', async () => {
    const reply = await (await asDemo()).get('/api/recharge/game');
    expect(reply.body.coinName).toBe('Kim Nguyên Bảo');
    expect(reply.body.payableValues.map((v: { credit: number }) => v.credit)).toEqual([
      100, 200, 500, 1000, 2000, 5000,
    ]);
    for (const value of reply.body.payableValues)
      expect(value.coinsReceived).toBeGreaterThanOrEqual(value.credit);
  });
});

describe('POST /api/recharge/game', () => {
  it('spends KP, records credit.pay with the coin metadata, and adds the coins to the zone', async () => {
    const client = await asDemo();
    const reply = await client.post('/api/recharge/game', { creditAmount: 1000, zoneId: 2 });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: 'Đã nạp 1.030 Kim Nguyên Bảo vào Máy chủ Bạch Hổ.',
    });
    expect((await client.get('/api/me')).body.credit).toBe(500);
    const [latest] = (await client.get('/api/transaction-history?nocache=1')).body;
    expect(latest).toMatchObject({
      type: 'credit.pay',
      value: 1000,
      currency: 'KP',
      status: 'success',
      payload: { metadata: { coin: 1030, coinName: 'Kim Nguyên Bảo', gameId: 'vo-lam' } },
    });
    const zones = (await client.get('/api/account-zones')).body;
    expect(zones.find((z: { zone: { id: number } }) => z.zone.id === 2).leftCoin).toBe(
      48_000 + 103_000,
    );
  });

  it('refuses what the player cannot afford (demo has 1.500 KP)', async () => {
    const reply = await (
      await asDemo()
    ).post('/api/recharge/game', { creditAmount: 2000, zoneId: 1 });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'Số dư KP không đủ để thực hiện giao dịch này',
      errorCode: 'insufficient_credit',
    });
    expect(sim.user('demo')?.credit).toBe(1500);
  });

  it('refuses a closed zone', async () => {
    const reply = await (
      await asDemo()
    ).post('/api/recharge/game', { creditAmount: 100, zoneId: 90 });
    expect(reply.body).toMatchObject({ errorCode: 'zone_closed' });
  });

  it('refuses an amount that is not payable', async () => {
    const reply = await (
      await asDemo()
    ).post('/api/recharge/game', { creditAmount: 150, zoneId: 1 });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'Mệnh giá nạp không hợp lệ',
      errorCode: 'invalid_amount',
    });
  });

  it('refuses an unknown zone as a field error', async () => {
    const reply = await (
      await asDemo()
    ).post('/api/recharge/game', { creditAmount: 100, zoneId: 7 });
    expect(reply.body.errors).toEqual({ zoneId: ['Máy chủ không tồn tại'] });
  });
});
