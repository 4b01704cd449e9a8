import type { TransferSource } from './state/types';
import { buildVietQr } from './vietqr';

/** A bonus tier: transfers of at least `cashValue` đồng earn `bonusRate` × the KP credited. */
export type BonusTier = { cashValue: number; bonusRate: number };

/** An e-wallet or bank account players transfer money to. */
export type TransferMethodConfig = {
  name: TransferSource;
  label: string;
  type: 'e-wallet' | 'bank-transfer';
  /** KP per đồng. */
  exchangeRate: number;
  /** NAPAS BIN used in the VietQR payload. */
  bin: string;
  accountName: string;
  accountNumber: string;
  mobileAccountNumber: string | null;
  bonuses: readonly BonusTier[];
};

const ACCOUNT_NAME = 'CONG TY CO PHAN GIAI TRI KINAL';

/** The transfer methods, with their real NAPAS BINs (MoMo 971025, Viettel Money 971005). */
export const TRANSFER_METHODS: readonly TransferMethodConfig[] = [
  {
    name: 'momo',
    label: 'Ví MoMo',
    type: 'e-wallet',
    exchangeRate: 0.01,
    bin: '971025',
    accountName: ACCOUNT_NAME,
    accountNumber: '99MM24190001',
    mobileAccountNumber: '0909123456',
    bonuses: [
      { cashValue: 100_000, bonusRate: 0.05 },
      { cashValue: 500_000, bonusRate: 0.1 },
    ],
  },
  {
    name: 'viettelpay',
    label: 'Viettel Money',
    type: 'e-wallet',
    exchangeRate: 0.01,
    bin: '971005',
    accountName: ACCOUNT_NAME,
    accountNumber: '0868123456',
    mobileAccountNumber: '0868123456',
    bonuses: [{ cashValue: 200_000, bonusRate: 0.05 }],
  },
  {
    name: 'vietcombank',
    label: 'Vietcombank',
    type: 'bank-transfer',
    exchangeRate: 0.012,
    bin: '970436',
    accountName: ACCOUNT_NAME,
    accountNumber: '1023456789',
    mobileAccountNumber: null,
    bonuses: [
      { cashValue: 100_000, bonusRate: 0.05 },
      { cashValue: 500_000, bonusRate: 0.1 },
      { cashValue: 1_000_000, bonusRate: 0.15 },
    ],
  },
  {
    name: 'techcombank',
    label: 'Techcombank',
    type: 'bank-transfer',
    exchangeRate: 0.012,
    bin: '970407',
    accountName: ACCOUNT_NAME,
    accountNumber: '19036868686868',
    mobileAccountNumber: null,
    bonuses: [
      { cashValue: 200_000, bonusRate: 0.08 },
      { cashValue: 1_000_000, bonusRate: 0.12 },
    ],
  },
];

/** Looks a transfer method up by name. */
export function findTransferMethod(name: string): TransferMethodConfig | undefined {
  return TRANSFER_METHODS.find((method) => method.name === name);
}

/** KP for `amount` đồng at `rate`, rounded down (rounding first hides 0.012 × 100000 = 1200.0000000000002). */
export function kpFor(amount: number, rate: number): number {
  return Math.floor(Math.round(amount * rate * 1000) / 1000);
}

/** The highest tier whose cashValue does not exceed `amount`. */
export function bonusTierFor(method: TransferMethodConfig, amount: number): BonusTier | undefined {
  return method.bonuses
    .filter((tier) => tier.cashValue <= amount)
    .reduce<BonusTier | undefined>(
      (best, tier) => (best && best.cashValue > tier.cashValue ? best : tier),
      undefined,
    );
}

/** The transfer content a player must type so the money reaches their account. */
export function paymentSyntaxFor(username: string): string {
  return `NAPKP ${username}`;
}

/** The method as GET /api/payment-methods returns it to `username`. */
export function toTransferMethod(method: TransferMethodConfig, username: string) {
  const paymentSyntax = paymentSyntaxFor(username);
  return {
    name: method.name,
    label: method.label,
    type: method.type,
    exchangeRate: method.exchangeRate,
    qrCodeData: buildVietQr({
      bin: method.bin,
      accountNumber: method.accountNumber,
      purpose: paymentSyntax,
    }),
    paymentSyntax,
    accountName: method.accountName,
    accountNumber: method.accountNumber,
    mobileAccountNumber: method.mobileAccountNumber,
    bonuses: method.bonuses.map((tier) => ({ ...tier })),
  };
}
