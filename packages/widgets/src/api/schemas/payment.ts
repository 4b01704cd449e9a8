import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

/** A scratch-card provider and the face values it takes. */
export const cardSchema = type({
  service_code: string(),
  name: string(),
  imgurl: string(),
  cardvalue: array(type({ value: number() })),
});

/** The e-wallets and banks a player can transfer money from. */
export const transferMethodNames = ['momo', 'viettelpay', 'vietcombank', 'techcombank'] as const;

/** An e-wallet or bank account to transfer to, with its rate and bonus rows. */
export const transferMethodSchema = type({
  name: enums(transferMethodNames),
  label: string(),
  type: enums(['e-wallet', 'bank-transfer'] as const),
  exchangeRate: number(),
  qrCodeData: string(),
  paymentSyntax: string(),
  accountName: string(),
  accountNumber: string(),
  mobileAccountNumber: nullable(string()),
  bonuses: array(type({ cashValue: number(), bonusRate: number() })),
});

/** `GET /api/payment-methods`. */
export const paymentMethodsSchema = type({
  cards: array(cardSchema),
  eWallets: array(transferMethodSchema),
  bankTransfers: array(transferMethodSchema),
});

/** `POST /api/recharge/card`: the top-up is pending under `transactionId`. */
export const cardTopupSchema = type({
  data: type({ message: string(), transactionId: number() }),
});

/** A scratch-card provider. */
export type Card = Infer<typeof cardSchema>;
/** An e-wallet or bank transfer method. */
export type TransferMethod = Infer<typeof transferMethodSchema>;
/** One of the e-wallets and banks. */
export type TransferMethodName = TransferMethod['name'];
/** A bonus row of a transfer method: cash value in đ and its bonus rate. */
export type TransferBonus = TransferMethod['bonuses'][number];
/** The cards, e-wallets and bank transfers on offer. */
export type PaymentMethods = Infer<typeof paymentMethodsSchema>;
/** What a card top-up answers: a message and the pending transaction's id. */
export type CardTopup = Infer<typeof cardTopupSchema>['data'];
