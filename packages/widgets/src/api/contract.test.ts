import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSimulator, simulatorURL } from '../../test/simulator';
import { isApiError, type ApiError } from './ApiError';
import { createPortalClient } from './client';
import { responseSchemas, type Endpoint } from './testing/contract';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

/**
 * The contract between the client and the simulator: every endpoint of spec section 7 is called
 * through the real client against the real simulator, so each success body goes through the
 * client's decoder (a drift either way fails the call), and the test checks every endpoint was hit.
 */
const sim = setupSimulator();
const client = createPortalClient({ baseURL: simulatorURL });
const answered = new Set<string>();

function endpointOf(method: string, url: string): string {
  const path = new URL(url).pathname;
  if (method === 'GET' && /^\/reset-password\/[^/]+$/.test(path))
    return 'GET /reset-password/{token}';
  return `${method} ${path}`;
}

beforeAll(() => {
  sim.server.events.on('response:mocked', ({ request, response }) => {
    if (response.ok) answered.add(endpointOf(request.method, request.url));
  });
});

afterAll(() => {
  const missing = (Object.keys(responseSchemas) as Endpoint[]).filter((e) => !answered.has(e));
  expect(missing, 'endpoints never answered successfully').toEqual([]);
});

async function sms(from: string, text: string) {
  await sim.simulator.fetch(
    new Request(`${simulatorURL}/__sim/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, text }),
    }),
  );
}

const lastCode = (to: string) => sim.simulator.lastMessageTo(to)?.code ?? '';
const lastLinkToken = (to: string) => sim.simulator.lastMessageTo(to)?.link?.split('/').pop() ?? '';

describe('client ⇄ simulator contract', () => {
  it('the account, payment, recharge, history, zone and gift calls of demo decode', async () => {
    await client.login({ username: 'demo', password: 'Demo@2026', remember: true });
    const user = await client.me();
    expect(user.username).toBe('demo');

    const methods = await client.paymentMethods();
    expect(methods.cards.length).toBeGreaterThan(0);
    const config = await client.rechargeConfig();
    const zones = await client.zones();
    const active = zones.find((zone) => zone.state === 'active');
    const affordable = config.payableValues.find((value) => value.credit <= user.credit);
    expect(active && affordable).toBeTruthy();
    await client.rechargeGame({ creditAmount: affordable!.credit, zoneId: active!.id }, decision());

    const viettel = methods.cards.find((card) => card.code === 'VIETTEL')!;
    const topup = await client.topupCard(
      {
        provider: 'viettel',
        serial: '10000000001',
        pin: '1234567890123',
        value: viettel.denominations[0]!,
      },
      decision(),
    );
    expect(topup.transactionId).toBeGreaterThan(0);

    expect((await client.transactions()).length).toBeGreaterThan(0);
    for (const balance of await client.accountZones()) {
      expect(Object.keys(balance).sort()).toEqual(
        ['copperCoins', 'premiumCoins', 'topupPoints', 'zone'].sort(),
      );
    }
    expect(methods.eWallets.every((method) => method.name !== 'other')).toBe(true);
    const gifts = await client.giftCodes();
    const shareGated = gifts.find((gift) => gift.shareRequired && !gift.giftState);
    expect(shareGated).toBeDefined();
    const claim = await client.claimGift(shareGated!.id, decision());
    expect(claim.giftcode).toEqual(expect.any(String));

    await client.updateProfile({ firstName: 'Hiệp', middleName: 'Văn', lastName: 'Khách' });
    await client.changePassword({
      currentPassword: 'Demo@2026',
      password: 'Demo@2027!',
      passwordConfirm: 'Demo@2027!',
    });

    await client.changePhone();
    const otpNumber = lastCode('0912345678');
    await client.requestSecurityCode('confirm.phone_number');
    const securityCode = lastCode('demo@example.com');
    await client.updatePhone({
      newPhoneNumber: '0911222333',
      otpNumber,
      securityCode,
      gReCaptchaToken: 'dev-captcha-ok',
    });
    await client.logout();
  });

  it('the recovery calls decode', async () => {
    await client.sendResetEmail({ username: 'demo', gReCaptchaToken: 'dev-captcha-ok' });
    const token = lastLinkToken('demo@example.com');
    await client.checkResetToken(token);
    await client.resetPassword({ password: 'Moi@Mat1', passwordConfirm: 'Moi@Mat1', token });

    await sms('0912345678', 'MXT demo');
    await client.resetPasswordByPhone({
      username: 'demo',
      otp: lastCode('0912345678'),
      newPassword: 'Khac@Mat2',
      reNewPassword: 'Khac@Mat2',
    });
    await client.recoverUsername({ email: 'demo@example.com', gReCaptchaToken: 'dev-captcha-ok' });
  });

  it('registration, e-mail verification and e-mail change decode', async () => {
    await client.register({
      phone: '0977123456',
      receiveNewsletter: true,
      username: 'tan_thu_01',
      password: 'Tanthu2026',
      passwordConfirm: 'Tanthu2026',
      gReCaptchaToken: 'dev-captcha-ok',
    });
    expect((await client.me()).username).toBe('tan_thu_01');
    await client.logout();

    await client.login({ username: 'newbie', password: 'Newbie@2026', remember: false });
    await client.sendVerificationEmail();
    await client.verifyEmail(lastLinkToken('newbie@example.com'));
    await client.requestSecurityCode('confirm.change_email');
    await client.changeEmail({
      email: 'tan.thu@example.vn',
      securityCode: lastCode('newbie@example.com'),
    });
    expect((await client.me()).email).toBe('tan.thu@example.vn');
    await client.logout();
  });

  it('change-email and update-phone take no codes for what is not verified, and need them for what is', async () => {
    // newbie: neither phone nor e-mail verified, so { email } and { newPhoneNumber, gReCaptchaToken } do
    await client.login({ username: 'newbie', password: 'Newbie@2026', remember: false });
    await client.changeEmail({ email: 'newbie.moi@example.vn' });
    await client.updatePhone({ newPhoneNumber: '0933444555', gReCaptchaToken: 'dev-captcha-ok' });
    const newbie = await client.me();
    expect([newbie.email, newbie.phoneNumber]).toEqual(['newbie.moi@example.vn', '0933444555']);
    await client.logout();

    // demo: both verified, so the security code (and the OTP) are required
    await client.login({ username: 'demo', password: 'Demo@2026', remember: false });
    const rejected = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      return isApiError(error) ? Object.keys(error.errors).sort() : error;
    };
    expect(await rejected(client.changeEmail({ email: 'demo.moi@example.vn' }))).toEqual([
      'securityCode',
    ]);
    expect(
      await rejected(
        client.updatePhone({ newPhoneNumber: '0933444556', gReCaptchaToken: 'dev-captcha-ok' }),
      ),
    ).toEqual(['otpNumber', 'securityCode']);
    await client.logout();
  });

  it('the upgrade of a closed server decodes', async () => {
    await client.login({ username: 'legacy', password: 'Legacy@2026', remember: false });
    const zones = await client.accountZones();
    const target = (await client.zones()).find((zone) => zone.state === 'active')!;
    expect(zones.some((entry) => entry.zone.state === 'closed')).toBe(true);
    await client.assignAccountZone(target.id, decision());
    await client.logout();
  });
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('client ⇄ simulator contract: failures', () => {
  it('a 422 carries a message and string arrays per field', async () => {
    const error = await failureOf(
      client.login({ username: 'demo', password: 'sai', remember: false }),
    );
    expect(error).toMatchObject({ kind: 'http', statusCode: 422, messageKey: 'api.error.invalid' });
    expect(error.message).toMatch(/"message":"[^"]+"/);
    // Its summary is not a player's text: the field errors say it in place.
    expect(error.serverMessage).toBeUndefined();
    expect(error.errors.username).toEqual([expect.any(String)]);
  });

  it("repeated wrong logins give a 422 on username with the wait (Breeze's lockout), read as the wait", async () => {
    const wrong = { username: 'demo', password: 'sai', remember: false };
    for (let i = 0; i < 5; i += 1) await failureOf(client.login(wrong));
    const error = await failureOf(client.login(wrong));
    expect(error).toMatchObject({
      statusCode: 422,
      retryAfterSeconds: 60,
      messageKey: 'api.error.lockedOut',
    });
    expect(error.message).toMatch(/Vui lòng thử lại sau 60 giây/);
    expect(error.errors).toEqual({});
  });

  it("the login route's 429 carries the simulator's Retry-After wait", async () => {
    await fetch(`${simulatorURL}/__sim/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginRequestsPerMinute: 1 }),
    });
    await client.login({ username: 'demo', password: 'Demo@2026', remember: false });
    const error = await failureOf(
      client.login({ username: 'demo', password: 'Demo@2026', remember: false }),
    );
    expect(error).toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
    expect(error.message).toMatch(/60 giây/);
    expect(error.serverMessage).toBeUndefined();
  });

  it('the documented error codes come through', async () => {
    expect(await failureOf(client.checkResetToken('khong-co'))).toMatchObject({
      statusCode: 404,
      errorCode: 'reset_token_invalid',
      serverMessage: expect.any(String),
    });
    await client.login({ username: 'newbie', password: 'Newbie@2026', remember: false });
    const zone = (await client.zones()).find((z) => z.state === 'active')!;
    const amount = (await client.rechargeConfig()).payableValues[0]!;
    expect(
      await failureOf(
        client.rechargeGame({ creditAmount: amount.credit, zoneId: zone.id }, decision()),
      ),
    ).toMatchObject({
      statusCode: 422,
      errorCode: 'insufficient_credit',
      serverMessage: expect.any(String),
    });
    expect(await failureOf(client.claimGift(9999, decision()))).toMatchObject({
      statusCode: 422,
      errorCode: 'not_enough_topup',
      serverMessage: expect.any(String),
    });
  });

  it('a 401 and a 419 carry a message the client keeps', async () => {
    expect(await failureOf(client.me())).toMatchObject({ kind: 'http', statusCode: 401 });
    const refused = await sim.simulator.fetch(
      new Request(`${simulatorURL}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      }),
    );
    expect(refused.status).toBe(419);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
  });
});
