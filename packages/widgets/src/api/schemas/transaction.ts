import {
  array,
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

/** The transaction types the portal knows; others still decode and show as unknown. */
export const transactionTypes = [
  'credit.recharge',
  'credit.bonus',
  'credit.pay',
  'credit.recall',
  'credit.refund',
  'topup.bank-transfer',
  'topup.e-wallet',
  'topup.card',
] as const;

/** The payment statuses the portal knows; others still decode and show as 'Chưa rõ'. */
export const transactionStatuses = ['pending', 'success', 'failed'] as const;

/** A known transaction type. */
export type TransactionType = (typeof transactionTypes)[number];
/** A known payment status. */
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Whether a transaction's `type` is one the portal knows. */
export function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}

/** Whether a transaction's `status` is one the portal knows. */
export function isTransactionStatus(value: string): value is TransactionStatus {
  return (transactionStatuses as readonly string[]).includes(value);
}

const payloadSchema = type({
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

/** A KP movement or top-up; `type` and `status` are strings, narrow them with the guards above. */
export interface Transaction {
  id: number;
  type: string;
  value: number;
  realValue: number;
  /** 'KP' or 'VND'; another currency is shown as it came. */
  currency: string;
  status: string;
  updatedAt: string;
  payload: TransactionPayload | null;
  relatedTransactions: Transaction[];
}

/** A transaction of `GET /api/transaction-history`, with its related transactions. */
export const transactionSchema: Describe<Transaction> = type({
  id: number(),
  type: string(),
  value: finite(),
  realValue: finite(),
  currency: string(),
  status: string(),
  updatedAt: string(),
  payload: nullable(payloadSchema),
  relatedTransactions: array(lazy(() => transactionSchema)),
});

/** `GET /api/transaction-history`, item by item: a row that does not decode is left out, the rest shown. */
export const transactionsSchema = listOf(transactionSchema, 'GET /api/transaction-history');
