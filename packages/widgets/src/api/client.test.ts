import { describe, expect, it } from 'vitest';
import { createPortalClient } from './client';
import type { PortalClient } from './PortalClient';
import { fakeFetch, json, noContent } from './testing/fakeFetch';
import {
  decodedPaymentMethods,
  gift,
  paymentMethods,
  sampleUser,
  transaction,
  zone,
} from './testing/samples';
import { newIdempotencyKey } from './idempotencyKey';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

const baseURL = 'https://api.portal.test';
const ok = { message: 'Thành công' };

type Row = [
  name: string,
  call: (client: PortalClient) => Promise<unknown>,
  request: string,
  body: unknown,
  answer: () => Response,
  result: unknown,
];

// Each function: its method and path, the body on the wire, and the decoded result.
const rows: Row[] = [
  ['me', (c) => c.me(), 'GET /api/me', undefined, () => json(sampleUser), sampleUser],
  [
    'login',
    (c) => c.login({ username: 'demo', password: 'secret123', remember: true }),
    'POST /login',
    { username: 'demo', password: 'secret123', remember: true },
    () => json(ok),
    ok,
  ],
  ['logout', (c) => c.logout(), 'POST /logout', undefined, noContent, undefined],
  [
    'register',
    (c) =>
      c.register({
        phone: '0912345678',
        receiveNewsletter: true,
        username: 'demo',
        password: 'secret123',
        passwordConfirm: 'secret123',
        gReCaptchaToken: 'captcha',
      }),
    'POST /register',
    {
      phone: '0912345678',
      receiveNewsletter: true,
      username: 'demo',
      password: 'secret123',
      passwordConfirm: 'secret123',
      gReCaptchaToken: 'captcha',
    },
    () => json(ok, 201),
    ok,
  ],
  [
    'sendResetEmail',
    (c) => c.sendResetEmail({ username: 'demo', gReCaptchaToken: 'captcha' }),
    'POST /reset-password/send-email',
    { username: 'demo', gReCaptchaToken: 'captcha' },
    () => json(ok),
    ok,
  ],
  [
    'checkResetToken',
    (c) => c.checkResetToken('abc123'),
    'GET /reset-password/abc123',
    undefined,
    () => json(ok),
    ok,
  ],
  [
    'resetPassword',
    (c) => c.resetPassword({ password: 'secret123', passwordConfirm: 'secret123', token: 'abc' }),
    'POST /reset-password',
    { password: 'secret123', passwordConfirm: 'secret123', token: 'abc' },
    () => json(ok),
    ok,
  ],
  [
    'resetPasswordByPhone',
    (c) =>
      c.resetPasswordByPhone({
        username: 'demo',
        otp: '123456',
        newPassword: 'secret123',
        reNewPassword: 'secret123',
      }),
    'POST /reset-password-by-phone',
    { username: 'demo', otp: '123456', newPassword: 'secret123', reNewPassword: 'secret123' },
    () => json(ok),
    ok,
  ],
  [
    'recoverUsername',
    (c) => c.recoverUsername({ email: 'demo@example.vn', gReCaptchaToken: 'captcha' }),
    'POST /recover-username',
    { email: 'demo@example.vn', gReCaptchaToken: 'captcha' },
    () => json(ok),
    ok,
  ],
  [
    'sendVerificationEmail',
    (c) => c.sendVerificationEmail(),
    'POST /email-verification/send',
    {},
    () => json(ok),
    ok,
  ],
  [
    'verifyEmail',
    (c) => c.verifyEmail('tok'),
    'PUT /email-verification',
    { token: 'tok' },
    () => json(ok),
    ok,
  ],
  [
    'requestSecurityCode',
    (c) => c.requestSecurityCode('confirm.change_email'),
    'POST /api/security-code/',
    { action: 'confirm.change_email' },
    () => json(ok),
    ok,
  ],
  [
    'changeEmail',
    (c) => c.changeEmail({ email: 'new@example.vn', securityCode: '123456' }),
    'POST /api/user/change-email',
    { email: 'new@example.vn', securityCode: '123456' },
    () => json(ok),
    ok,
  ],
  [
    'changePassword',
    (c) =>
      c.changePassword({
        currentPassword: 'old12345',
        password: 'new12345',
        passwordConfirm: 'new12345',
      }),
    'POST /api/user/change-password',
    { currentPassword: 'old12345', password: 'new12345', passwordConfirm: 'new12345' },
    () => json(ok),
    ok,
  ],
  ['changePhone', (c) => c.changePhone(), 'POST /api/user/change-phone', {}, () => json(ok), ok],
  [
    'updatePhone',
    (c) =>
      c.updatePhone({
        newPhoneNumber: '0987654321',
        securityCode: '123456',
        gReCaptchaToken: 'captcha',
      }),
    'POST /api/user/update-phone',
    { newPhoneNumber: '0987654321', securityCode: '123456', gReCaptchaToken: 'captcha' },
    () => json(ok),
    ok,
  ],
  [
    'updateProfile (name)',
    (c) => c.updateProfile({ firstName: 'An', middleName: 'Văn', lastName: 'Nguyễn' }),
    'PATCH /api/user/update-profile',
    { firstName: 'An', middleName: 'Văn', lastName: 'Nguyễn' },
    () => json(ok),
    ok,
  ],
  [
    'updateProfile (language)',
    (c) => c.updateProfile({ language: 'vi-VN' }),
    'PATCH /api/user/update-profile',
    { language: 'vi-VN' },
    () => json(ok),
    ok,
  ],
  [
    'paymentMethods',
    (c) => c.paymentMethods(),
    'GET /api/payment-methods',
    undefined,
    () => json(paymentMethods),
    decodedPaymentMethods,
  ],
  [
    'rechargeConfig',
    (c) => c.rechargeConfig(),
    'GET /api/recharge/game',
    undefined,
    () => json({ coinName: 'Kim cương', payableValues: [{ credit: 100, coinsReceived: 10 }] }),
    { coinName: 'Kim cương', payableValues: [{ credit: 100, coinsReceived: 10 }] },
  ],
  [
    'rechargeGame',
    (c) => c.rechargeGame({ creditAmount: 100, zoneId: 1 }, decision()),
    'POST /api/recharge/game',
    { creditAmount: 100, zoneId: 1 },
    () => json(ok),
    ok,
  ],
  [
    'topupCard',
    (c) =>
      c.topupCard({ provider: 'viettel', pin: '1234', serial: '5678', value: 10000 }, decision()),
    'POST /api/recharge/card',
    { provider: 'VIETTEL', pin: '1234', serial: '5678', value: 10000 },
    () => json({ data: { message: 'Đang xử lý', transactionId: 42 } }),
    { message: 'Đang xử lý', transactionId: 42 },
  ],
  [
    'transactions',
    (c) => c.transactions(),
    'GET /api/transaction-history',
    undefined,
    () => json([{ ...transaction, relatedTransactions: [transaction] }]),
    [{ ...transaction, relatedTransactions: [transaction] }],
  ],
  ['zones', (c) => c.zones(), 'GET /api/zones', undefined, () => json([zone]), [zone]],
  [
    'accountZones',
    (c) => c.accountZones(),
    'GET /api/account-zones',
    undefined,
    () => json([{ zone, leftCoin: 1500, extpoint0: 250, extpoint4: 100000 }]),
    [{ zone, premiumCoins: 15, copperCoins: 2, topupPoints: 100000 }],
  ],
  [
    'assignAccountZone',
    (c) => c.assignAccountZone(2, decision()),
    'POST /api/account-zones',
    { zoneId: 2 },
    () => json(ok),
    ok,
  ],
  [
    'giftCodes',
    (c) => c.giftCodes(),
    'GET /api/giftpaysys',
    undefined,
    () => json([gift]),
    [{ ...gift, shareRequired: true }],
  ],
  [
    'claimGift',
    (c) => c.claimGift(9999, decision()),
    'POST /api/giftpaysys/receive',
    { rewardType: 9999 },
    () => json({ message: 'Nhận quà thành công', giftcode: 'KP-123' }),
    { message: 'Nhận quà thành công', giftcode: 'KP-123' },
  ],
];

describe('createPortalClient', () => {
  it.each(rows)(
    '%s sends its request and returns the decoded answer',
    async (_, call, request, body, answer, result) => {
      const api = fakeFetch((seen) => (seen.path === '/api/csrf-cookie' ? noContent() : answer()));
      await expect(call(createPortalClient({ baseURL, fetch: api.fetch }))).resolves.toEqual(
        result,
      );
      const sent = api.requests.filter((seen) => seen.path !== '/api/csrf-cookie');
      expect(sent).toHaveLength(1);
      expect(`${sent[0]?.method} ${sent[0]?.path}`).toBe(request);
      expect(sent[0]?.body).toEqual(body);
    },
  );

  it('has a function for every call of the contract but the locales', () => {
    const client = createPortalClient({ baseURL });
    // the transport's own two: its base URL and `send`
    const functions = Object.keys(client).filter((key) => key !== 'baseURL' && key !== 'send');
    expect(functions).toHaveLength(27);
    expect(new Set(rows.map(([name]) => name.split(' ')[0]))).toEqual(new Set(functions));
  });

  it('keeps extra fields the server adds', async () => {
    const api = fakeFetch(() => json({ ...sampleUser, avatar: 'a.png' }));
    await expect(createPortalClient({ baseURL, fetch: api.fetch }).me()).resolves.toMatchObject({
      avatar: 'a.png',
    });
  });

  it('accepts transaction types and statuses it does not know, decoded as other and unknown', async () => {
    const unknown = { ...transaction, type: 'credit.lottery', status: 'on-hold' };
    const api = fakeFetch(() => json([unknown]));
    await expect(createPortalClient({ baseURL, fetch: api.fetch }).transactions()).resolves.toEqual(
      [{ ...unknown, type: 'other', status: 'unknown' }],
    );
  });

  it("decodes a server's state into spec section 3's game statuses, one it does not know as unknown", async () => {
    const wire = [
      { id: 1, name: 'Thiên Long', state: 'active' },
      { id: 2, name: 'Phượng Hoàng', state: 'closed' },
      { id: 3, name: 'Bạch Hổ', state: 'under_maintenance' },
      { id: 4, name: 'Huyền Vũ', state: 'sleeping' },
    ];
    const api = fakeFetch(() => json(wire));
    const zones = await createPortalClient({ baseURL, fetch: api.fetch }).zones();
    expect(zones.map((zone) => zone.state)).toEqual([
      'active',
      'closed',
      'under_maintenance',
      'unknown',
    ]);
  });

  it('sends only the contract fields of a payload', async () => {
    const api = fakeFetch(() => json(ok));
    const form = { zoneId: 1, creditAmount: 100, confirm: true, password: 'leak' };
    await createPortalClient({ baseURL, fetch: api.fetch }).rechargeGame(form, decision());
    // A money call without a readable XSRF cookie fetches one first, so look for the POST itself.
    const post = api.requests.find((request) => request.path === '/api/recharge/game');
    expect(post?.body).toEqual({ creditAmount: 100, zoneId: 1 });
  });
});
