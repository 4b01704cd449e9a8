import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function as(username: 'demo' | 'legacy' | 'newbie') {
  const client = createClient(sim);
  await client.login(username);
  return client;
}

describe('zones', () => {
  it('lists active servers and one closed legacy server', async () => {
    const zones = (await (await as('demo')).get('/api/zones')).body;
    expect(
      zones.filter((z: { state: string }) => z.state === 'active').length,
    ).toBeGreaterThanOrEqual(2);
    expect(zones).toContainEqual({ id: 1, name: 'Máy chủ Thiên Long', state: 'active' });
    expect(zones.filter((z: { state: string }) => z.state === 'closed')).toHaveLength(1);
  });
});

describe('account zones', () => {
  it('POST /__sim/closed-zone leaves balances on the closed server, as legacy has (once however often)', async () => {
    const client = await as('newbie');
    expect((await client.get('/api/account-zones')).body).toEqual([]);
    expect(
      (await createClient(sim).post('/__sim/closed-zone', { username: 'newbie' })).body,
    ).toEqual({ zoneId: 90 });
    await createClient(sim).post('/__sim/closed-zone', { username: 'newbie' });
    expect((await client.get('/api/account-zones')).body).toEqual([
      {
        zone: { id: 90, name: 'Máy chủ Phượng Hoàng (cũ)', state: 'closed' },
        leftCoin: 125_000,
        extpoint0: 4550,
        extpoint4: 300,
      },
    ]);
    expect(
      (await createClient(sim).post('/__sim/closed-zone', { username: 'nobody' })).status,
    ).toBe(404);
  });

  it('moves the closed zone’s balances to the chosen active zone and clears the closed entry', async () => {
    const client = await as('legacy');
    const before = (await client.get('/api/account-zones')).body;
    expect(before).toContainEqual({
      zone: { id: 90, name: 'Máy chủ Phượng Hoàng (cũ)', state: 'closed' },
      leftCoin: 125_000,
      extpoint0: 4550,
      extpoint4: 300,
    });
    const reply = await client.post('/api/account-zones', { zoneId: 2 });
    expect(reply.body).toEqual({
      message: 'Đã chuyển số dư sang máy chủ mới. Trang nạp game sẽ mở lại sau giây lát.',
    });
    expect((await client.get('/api/account-zones')).body).toEqual([
      {
        zone: { id: 2, name: 'Máy chủ Bạch Hổ', state: 'active' },
        leftCoin: 126_000,
        extpoint0: 4550,
        extpoint4: 300,
      },
    ]);
    const again = await client.post('/api/account-zones', { zoneId: 2 });
    expect(again.body.errors).toEqual({ zoneId: ['Tài khoản không có số dư cũ cần chuyển'] });
  });

  it('creates the entry when the target zone is new to the account', async () => {
    const client = await as('legacy');
    await client.post('/api/account-zones', { zoneId: 3 });
    const zones = (await client.get('/api/account-zones')).body;
    expect(zones.map((z: { zone: { id: number } }) => z.zone.id)).toEqual([2, 3]);
    expect(zones[1]).toMatchObject({ leftCoin: 125_000, extpoint0: 4550, extpoint4: 300 });
  });

  it('refuses a closed or unknown target zone', async () => {
    const client = await as('legacy');
    for (const zoneId of [90, 12345, 'x']) {
      const reply = await client.post('/api/account-zones', { zoneId });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ zoneId: ['Vui lòng chọn một máy chủ đang hoạt động'] });
    }
  });
});

describe('gift codes', () => {
  it('lists every gift with the account’s claim state', async () => {
    const gifts = (await (await as('demo')).get('/api/giftpaysys')).body;
    expect(gifts.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 9999]);
    expect(gifts[0]).toMatchObject({
      shareRequired: 1,
      giftState: true,
      giftCode: 'TANTHU-8KD2QX7M',
    });
    expect(gifts[0].userReceiveAt).toMatch(/Z$/);
    expect(gifts[2]).toMatchObject({
      shareRequired: 1,
      giftState: false,
      giftCode: null,
      userReceiveAt: null,
    });
    expect(gifts[3]).toMatchObject({ id: 9999, shareRequired: 0, giftState: false });
  });

  it('claims a share-gated gift once', async () => {
    const client = await as('demo');
    const reply = await client.post('/api/giftpaysys/receive', { rewardType: 3 });
    expect(reply.status).toBe(200);
    expect(reply.body.giftcode).toMatch(/^KNB-[A-Z0-9]{8}$/);
    expect(reply.body.message).toBe(
      `Nhận quà thành công! Mã quà tặng của bạn là ${reply.body.giftcode}`,
    );
    const listed = (await client.get('/api/giftpaysys')).body[2];
    expect(listed).toMatchObject({ giftState: true, giftCode: reply.body.giftcode });
    const twice = await client.post('/api/giftpaysys/receive', { rewardType: '3' });
    expect(twice.status).toBe(422);
    expect(twice.body).toEqual({
      message: 'Bạn đã nhận phần quà này rồi',
      errorCode: 'already_claimed',
    });
  });

  it('gives the auto-key (9999) only after 100.000đ of successful top-ups', async () => {
    const newbie = await as('newbie');
    const refused = await newbie.post('/api/giftpaysys/receive', { rewardType: 9999 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errorCode: 'not_enough_topup' });
    await createClient(sim).post('/__sim/transfer', {
      username: 'newbie',
      method: 'momo',
      amount: 50_000,
    });
    expect(
      (await newbie.post('/api/giftpaysys/receive', { rewardType: 9999 })).body.errorCode,
    ).toBe('not_enough_topup');
    await createClient(sim).post('/__sim/transfer', {
      username: 'newbie',
      method: 'momo',
      amount: 50_000,
    });
    expect((await newbie.post('/api/giftpaysys/receive', { rewardType: 9999 })).status).toBe(200);

    const demo = await as('demo');
    expect((await demo.post('/api/giftpaysys/receive', { rewardType: 9999 })).status).toBe(200);
  });

  it('refuses an unknown gift', async () => {
    const reply = await (await as('demo')).post('/api/giftpaysys/receive', { rewardType: 42 });
    expect(reply.status).toBe(422);
    expect(reply.body.errorCode).toBe('gift_not_found');
  });
});
