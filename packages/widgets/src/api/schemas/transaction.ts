import {
  array,
  coerce,
  enums,
  lazy,
  nullable,
  number,
  optional,
  string,
  type,
  type Describe,
  type Infer,
} from 'superstruct';
import { finite, listOf } from './bounds';

/**
 * The transaction types of spec section 3, and `other` for one the portal does not know yet: a new type still
 * decodes (the row shows as 'Giao dịch khác'), never a string of the server's passed on.
 */
export const transactionTypes = [
  'credit.recharge',
  'credit.bonus',
  'credit.pay',
  'credit.recall',
  'credit.refund',
  'topup.bank-transfer',
  'topup.e-wallet',
  'topup.card',
  'other',
] as const;

/**
 * Where a transaction stands, as the house words it. The wire says `success`, `failed` and `pending` (spec: payment
 * status); a card the provider cancelled comes as `cancelled` or `canceled`; anything else is `unknown` ('Chưa rõ'),
 * never a string of the server's passed on. The card flow and the history read this one union.
 */
export const transactionStatuses = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'unknown',
] as const;

/** A transaction's type (decoded from the wire's: a type the portal does not know is `other`). */
export type TransactionType = (typeof transactionTypes)[number];
/** Where a transaction stands (decoded from the wire's status). */
export type TransactionStatus = (typeof transactionStatuses)[number];

/** The wire's type in the portal's terms: the one place a type the portal does not know becomes `other`. */
export function transactionTypeOf(wire: string): TransactionType {
  return (transactionTypes as readonly string[]).includes(wire)
    ? (wire as TransactionType)
    : 'other';
}

/**
 * The wire's status in the house's words: the one place `success` and `canceled` are read. A status already in house
 * words stays as it is (a list is validated again after its items were decoded, bounds.ts `listOf`).
 */
export function transactionStatusOf(wire: string): TransactionStatus {
  switch (wire) {
    case 'pending':
      return 'pending';
    case 'success':
    case 'succeeded':
      return 'succeeded';
    case 'failed':
      return 'failed';
    case 'cancelled':
    case 'canceled':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

const typeSchema = /* @__PURE__ */ coerce(enums(transactionTypes), string(), transactionTypeOf);

const statusSchema = /* @__PURE__ */ coerce(
  enums(transactionStatuses),
  string(),
  transactionStatusOf,
);

const payloadSchema = /* @__PURE__ */ type({
  serial: optional(nullable(string())),
  pin: optional(nullable(string())),
  errorNote: optional(nullable(string())),
  // A new payment brand must not hide the whole history: the UI shows an unknown source as it came.
  source: optional(nullable(string())),
  provider: optional(nullable(string())),
  metadata: optional(nullable(type({ coin: number(), coinName: string(), gameId: string() }))),
});

/** Details of a transaction: card serial and masked pin, error note, source, provider, game metadata. */
export type TransactionPayload = Infer<typeof payloadSchema>;

/** A KP movement or top-up; `type` and `status` are decoded into the portal's terms. */
export interface Transaction {
  id: number;
  type: TransactionType;
  value: number;
  realValue: number;
  /** 'KP' or 'VND'; another currency is shown as it came. */
  currency: string;
  status: TransactionStatus;
  updatedAt: string;
  payload: TransactionPayload | null;
  relatedTransactions: Transaction[];
}

/** A transaction of `GET /api/transaction-history`, with its related transactions. */
export const transactionSchema: Describe<Transaction> = type({
  id: number(),
  type: typeSchema,
  value: finite(),
  realValue: finite(),
  currency: string(),
  status: statusSchema,
  updatedAt: string(),
  payload: nullable(payloadSchema),
  relatedTransactions: array(lazy(() => transactionSchema)),
});

/**
 * `GET /api/transaction-history`, item by item: a row that does not decode is left out, the rest shown; rows none of
 * which decode are a bad answer, never an empty history.
 */
export const transactionsSchema = /* @__PURE__ */ listOf(
  transactionSchema,
  'GET /api/transaction-history',
  { noneLeftFails: true },
);
