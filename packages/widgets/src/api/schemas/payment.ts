import { enums, nullable, number, string, type, type Infer } from 'superstruct';
import { amount, bonusRate, exchangeRate, listOf, price } from './bounds';

/** A scratch-card provider as the server names it: `service_code`, `imgurl`, `cardvalue`. */
export const cardSchema = /* @__PURE__ */ type({
  service_code: string(),
  name: string(),
  imgurl: string(),
  // A face value that is not a whole number of đ above zero is left out (toCard also drops repeats).
  cardvalue: listOf(type({ value: price() }), 'GET /api/payment-methods cardvalue'),
});

/** The e-wallets and banks the portal knows; another one still decodes, as `'other'`. */
export const transferMethodNames = ['momo', 'viettelpay', 'vietcombank', 'techcombank'] as const;

/** An e-wallet or bank account to transfer to, with its rate and bonus rows; `name` may be one we do not know yet. */
export const transferMethodSchema = /* @__PURE__ */ type({
  name: string(),
  label: string(),
  type: enums(['e-wallet', 'bank-transfer'] as const),
  exchangeRate: exchangeRate(),
  qrCodeData: string(),
  paymentSyntax: string(),
  accountName: string(),
  accountNumber: string(),
  mobileAccountNumber: nullable(string()),
  bonuses: listOf(
    type({ cashValue: amount(), bonusRate: bonusRate() }),
    'GET /api/payment-methods bonuses',
  ),
});

/** `GET /api/payment-methods`, as the server sends it. */
export const paymentMethodsSchema = /* @__PURE__ */ type({
  // Item by item: one e-wallet of an unknown `type` does not hide the others.
  cards: listOf(cardSchema, 'GET /api/payment-methods cards'),
  eWallets: listOf(transferMethodSchema, 'GET /api/payment-methods eWallets'),
  bankTransfers: listOf(transferMethodSchema, 'GET /api/payment-methods bankTransfers'),
});

/** `POST /api/recharge/card`: the top-up is pending under `transactionId`. */
export const cardTopupSchema = /* @__PURE__ */ type({
  data: type({ message: string(), transactionId: number() }),
});

/** A scratch-card provider: its code (sent back as a top-up's `provider`), name, logo and face values in đ. */
export interface Card {
  code: string;
  name: string;
  imageUrl: string;
  denominations: number[];
}

/** One of the e-wallets and banks the portal knows. */
export type TransferMethodName = (typeof transferMethodNames)[number];

type TransferMethodWire = Infer<typeof transferMethodSchema>;

/** An e-wallet or bank transfer method; `name` is `'other'` for one the portal does not know, `code` as sent. */
export interface TransferMethod extends Omit<TransferMethodWire, 'name'> {
  name: TransferMethodName | 'other';
  /** The server's own name of the method, a stable id even when `name` is `'other'`. */
  code: string;
}

/** A bonus row of a transfer method: cash value in đ and its bonus rate. */
export type TransferBonus = TransferMethod['bonuses'][number];

/** The cards, e-wallets and bank transfers on offer. */
export interface PaymentMethods {
  cards: Card[];
  eWallets: TransferMethod[];
  bankTransfers: TransferMethod[];
}

/** What a card top-up answers: a message and the pending transaction's id. */
export type CardTopup = Infer<typeof cardTopupSchema>['data'];

function toCard(card: Infer<typeof cardSchema>): Card {
  return {
    code: card.service_code,
    name: card.name,
    imageUrl: card.imgurl,
    denominations: [...new Set(card.cardvalue.map((entry) => entry.value))],
  };
}

function isTransferMethodName(value: string): value is TransferMethodName {
  return (transferMethodNames as readonly string[]).includes(value);
}

function toTransferMethod({ name, ...method }: TransferMethodWire): TransferMethod {
  return { ...method, name: isTransferMethodName(name) ? name : 'other', code: name };
}

/** The server's payment methods in the portal's names. */
export function toPaymentMethods(wire: Infer<typeof paymentMethodsSchema>): PaymentMethods {
  return {
    cards: wire.cards.map(toCard),
    eWallets: wire.eWallets.map(toTransferMethod),
    bankTransfers: wire.bankTransfers.map(toTransferMethod),
  };
}
