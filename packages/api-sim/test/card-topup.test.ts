import { afterEach, describe, expect, it } from 'vitest';
import { CARD_PROVIDERS, createSimulator } from '../src/index';
import { createClient, createClock } from './client';
import type { Client } from './client';

const clock = createClock();
const sim = createSimulator({ now: clock.now, settleDelayMs: 2000 });
afterEach(() => sim.reset());

const viettel = (pin: string, serial = '10099988877', value = 100_000) => ({
  provider: 'VIETTEL',
  serial,
  pin,
  value,
});

async function loggedIn(username: 'demo' | 'debtor' | 'newbie' = 'newbie'): Promise<Client> {
  const client = createClient(sim);
  await client.login(username);
  return client;
}

async function latest(client: Client) {
  return (await client.get(`/api/transaction-history?nocache=${clock.now()}`)).body[0];
}

describe('POST /api/recharge/card: accepted cards', () => {
  it('answers with the pending transaction and keeps only a masked PIN', async () => {
    const client = await loggedIn();
    const reply = await client.post('/api/recharge/card', viettel('1234567890123'));
    expect(reply.status).toBe(200);
    const { transactionId, message } = reply.body.data;
    expect(message).toBe(`Đã nhận thẻ, giao dịch #${transactionId} đang được xử lý.`);
    expect(await latest(client)).toMatchObject({
      id: transactionId,
      type: 'topup.card',
      status: 'pending',
      value: 100_000,
      currency: 'VND',
      payload: { provider: 'VIETTEL', serial: '10099988877', pin: '••••••••0123', errorNote: null },
      relatedTransactions: [],
    });
    expect(JSON.stringify((await client.get('/api/transaction-history')).body)).not.toContain(
      '1234567890123',
    );
  });

  it('settles a good card once settleDelayMs has passed: success and 10.000đ = 100 KP', async () => {
    const client = await loggedIn();
    await client.post('/api/recharge/card', viettel('1234567890123'));
    clock.advance(1999);
    expect((await latest(client)).status).toBe('pending');
    expect((await client.get('/api/me')).body.credit).toBe(0);
    clock.advance(1);
    const settled = await latest(client);
    expect(settled).toMatchObject({ status: 'success', realValue: 100_000 });
    expect(settled.updatedAt).toBe(new Date(clock.now()).toISOString());
    expect(settled.relatedTransactions).toMatchObject([
      { type: 'credit.recharge', value: 1000, currency: 'KP', status: 'success' },
    ]);
    expect((await client.get('/api/me')).body.credit).toBe(1000);
  });

  it('fails a PIN ending in 0000 with an error note, crediting nothing', async () => {
    const client = await loggedIn();
    await client.post('/api/recharge/card', viettel('1234567890000'));
    clock.advance(2000);
    expect(await latest(client)).toMatchObject({
      status: 'failed',
      realValue: 0,
      payload: { errorNote: 'Thẻ không hợp lệ hoặc đã được sử dụng' },
      relatedTransactions: [],
    });
    expect(sim.user('newbie')?.credit).toBe(0);
  });

  it('cancels a PIN ending in 1111 for the wrong denomination', async () => {
    const client = await loggedIn();
    await client.post('/api/recharge/card', viettel('1234567891111'));
    clock.advance(2000);
    expect(await latest(client)).toMatchObject({
      status: 'failed',
      payload: { errorNote: 'Thẻ đã bị hủy do chọn sai mệnh giá' },
    });
  });

  it('pays the debt off first (debtor owes 300 KP)', async () => {
    const client = await loggedIn('debtor');
    await client.post('/api/recharge/card', viettel('1234567890123', '10099988877', 50_000));
    clock.advance(2000);
    expect((await client.get('/api/me')).body).toMatchObject({ credit: 200, debtCredit: 0 });
    expect((await latest(client)).relatedTransactions).toMatchObject([
      { type: 'credit.recharge', value: 500 },
      { type: 'credit.recall', value: 300 },
    ]);
  });

  it('pays part of a debt bigger than the top-up', async () => {
    const client = await loggedIn('debtor');
    await client.post('/api/recharge/card', viettel('1234567890123', '10099988877', 20_000));
    clock.advance(2000);
    expect((await client.get('/api/me')).body).toMatchObject({ credit: 0, debtCredit: 100 });
  });

  it('also settles by a real timer, without any request', async () => {
    const quick = createSimulator({ settleDelayMs: 20 });
    const client = createClient(quick);
    await client.login('newbie');
    await client.post('/api/recharge/card', viettel('1234567890123'));
    expect(quick.transactions('newbie')[0]?.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(quick.user('newbie')?.credit).toBe(1000);
    quick.dispose();
  });

  it('refuses a settleDelayMs of 3 seconds or more', () => {
    expect(() => createSimulator({ settleDelayMs: 3000 })).toThrow(RangeError);
  });
});

describe('POST /api/recharge/card: refused cards', () => {
  it('names the fields in its messages so the client can replace them', async () => {
    const client = await loggedIn();
    const reply = await client.post('/api/recharge/card', {
      provider: 'NOKIA',
      serial: '',
      pin: 'abc',
      value: 1,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      provider: ['provider không hợp lệ'],
      serial: ['Vui lòng nhập serial'],
      pin: ['pin không hợp lệ'],
    });
  });

  it('accepts the provider in lowercase and refuses a denomination outside its list', async () => {
    const client = await loggedIn();
    const reply = await client.post('/api/recharge/card', {
      ...viettel('1234567890123'),
      provider: 'viettel',
      value: 30_000,
    });
    expect(reply.body.errors).toEqual({ value: ['Mệnh giá không hợp lệ'] });
  });

  it.each(CARD_PROVIDERS.map((p) => [p.code, p] as const))(
    'checks %s serial and PIN lengths against the card table',
    async (_code, provider) => {
      const client = await loggedIn();
      const [serialLength = 0] = provider.serialLengths;
      const [pinLength = 0] = provider.pinLengths;
      const good = {
        provider: provider.code,
        value: 10_000,
        serial: '7'.repeat(serialLength),
        pin: '5'.repeat(pinLength),
      };
      const tooShort = await client.post('/api/recharge/card', {
        ...good,
        serial: '7'.repeat(serialLength - 1),
        pin: '5'.repeat(pinLength + 1),
      });
      expect(tooShort.body.errors).toEqual({
        serial: ['serial không hợp lệ'],
        pin: ['pin không hợp lệ'],
      });
      expect((await client.post('/api/recharge/card', good)).status).toBe(200);
    },
  );

  it('documents the carriers’ lengths', () => {
    expect(
      Object.fromEntries(CARD_PROVIDERS.map((p) => [p.code, [p.serialLengths, p.pinLengths]])),
    ).toEqual({
      VIETTEL: [
        [11, 14],
        [13, 15],
      ],
      MOBIFONE: [[15], [12]],
      VINAPHONE: [[14], [14]],
      VIETNAMOBILE: [[16], [12]],
      ZING: [[12], [9]],
    });
  });

  it('refuses a serial that was already used, by anyone', async () => {
    const client = await loggedIn();
    // demo's seed history holds this Viettel serial
    const seeded = await client.post('/api/recharge/card', viettel('1234567890123', '10012345678'));
    expect(seeded.status).toBe(422);
    expect(seeded.body.errors).toEqual({ serial: ['Số seri đã được sử dụng'] });
    expect((await client.post('/api/recharge/card', viettel('1234567890123'))).status).toBe(200);
    expect((await client.post('/api/recharge/card', viettel('9999999990123'))).body.errors).toEqual(
      {
        serial: ['Số seri đã được sử dụng'],
      },
    );
  });
});
