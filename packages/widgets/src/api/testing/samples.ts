/** Bodies as the API answers them, for the client's tests. */

/** A signed-in player as `GET /api/me` returns it. */
export const sampleUser = {
  username: 'demo',
  email: 'demo@example.vn',
  phoneNumber: '0912345678',
  firstName: 'An',
  middleName: null,
  lastName: 'Nguyễn',
  dob: null,
  language: 'vi-VN',
  joinAt: '2026-01-02T03:04:05.000Z',
  lastPasswordChange: null,
  verifiedAt: '2026-01-02T03:04:05.000Z',
  verifiedPhoneAt: null,
  mfaEnabled: false,
  credit: 1250,
  debtCredit: 0,
} as const;

const transferMethod = {
  name: 'momo',
  label: 'Ví MoMo',
  type: 'e-wallet',
  exchangeRate: 0.01,
  qrCodeData: '00020101021238570010A000000727',
  paymentSyntax: 'NAPKP demo',
  accountName: 'CONG TY DEMO',
  accountNumber: '0912345678',
  mobileAccountNumber: null,
  bonuses: [{ cashValue: 100000, bonusRate: 0.1 }],
};
/** `GET /api/payment-methods`. */
export const paymentMethods = {
  cards: [
    {
      service_code: 'VIETTEL',
      name: 'Viettel',
      imgurl: '/viettel.png',
      cardvalue: [{ value: 10000 }],
    },
  ],
  eWallets: [transferMethod],
  bankTransfers: [{ ...transferMethod, name: 'vietcombank', type: 'bank-transfer' }],
};
const { name: momo, ...transferRest } = transferMethod;
/** `GET /api/payment-methods` as the client returns it, in the portal's names. */
export const decodedPaymentMethods = {
  cards: [{ code: 'VIETTEL', name: 'Viettel', imageUrl: '/viettel.png', denominations: [10000] }],
  eWallets: [{ ...transferRest, name: momo, code: momo }],
  bankTransfers: [
    { ...transferRest, name: 'vietcombank', code: 'vietcombank', type: 'bank-transfer' },
  ],
};
/** A game server. */
export const zone = { id: 1, name: 'Máy chủ 1', state: 'active' };
/** A pending card top-up. */
export const transaction = {
  id: 7,
  type: 'topup.card',
  value: 100,
  realValue: 10000,
  currency: 'KP',
  status: 'pending',
  updatedAt: '2026-11-02T08:15:00.000Z',
  payload: { serial: '123', pin: '••••••••1234', provider: 'VIETTEL' },
  relatedTransactions: [],
};
/** A share-gated gift code, unclaimed. */
export const gift = {
  id: 3,
  description: 'Quà chia sẻ',
  shareRequired: 1,
  giftCode: null,
  giftState: false,
  userReceiveAt: null,
};
