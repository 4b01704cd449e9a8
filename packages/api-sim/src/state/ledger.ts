import type { Runtime } from '../runtime';
import { addCredit } from './accounts';
import type { Account, State, TransactionPayload, TransactionRecord } from './types';

/** A payload with every key present and null. */
export function emptyPayload(): TransactionPayload {
  return { serial: null, pin: null, errorNote: null, source: null, provider: null, metadata: null };
}

type RecordFields = Pick<TransactionRecord, 'type' | 'value' | 'currency' | 'status'> & {
  realValue?: number;
  payload?: Partial<TransactionPayload>;
  related?: TransactionRecord[];
};

/** Creates a transaction record dated now, with the next id (not yet added to the ledger). */
export function newRecord(
  runtime: Runtime,
  owner: string,
  fields: RecordFields,
): TransactionRecord {
  const at = runtime.now();
  return {
    id: runtime.state.sequence.transaction++,
    owner,
    type: fields.type,
    value: fields.value,
    realValue: fields.realValue ?? fields.value,
    currency: fields.currency,
    status: fields.status,
    createdAt: at,
    updatedAt: at,
    payload: { ...emptyPayload(), ...fields.payload },
    related: fields.related ?? [],
    settlement: null,
  };
}

/**
 * Credits KP from a top-up (plus an optional bonus), paying the debt off first, and returns the
 * related credit transactions: the recharge, the bonus, and a recall for the debt paid.
 */
export function creditTopup(
  runtime: Runtime,
  account: Account,
  kp: number,
  bonusKp = 0,
): TransactionRecord[] {
  const { debtPaid } = addCredit(account, kp + bonusKp);
  const owner = account.username;
  const related = [
    newRecord(runtime, owner, {
      type: 'credit.recharge',
      value: kp,
      currency: 'KP',
      status: 'success',
    }),
  ];
  if (bonusKp > 0) {
    related.push(
      newRecord(runtime, owner, {
        type: 'credit.bonus',
        value: bonusKp,
        currency: 'KP',
        status: 'success',
      }),
    );
  }
  if (debtPaid > 0) {
    related.push(
      newRecord(runtime, owner, {
        type: 'credit.recall',
        value: debtPaid,
        currency: 'KP',
        status: 'success',
      }),
    );
  }
  return related;
}

/** An account's top-level transactions, newest first. */
export function historyOf(state: State, username: string): TransactionRecord[] {
  return state.transactions
    .filter((record) => record.owner === username)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** Đồng the account has successfully topped up, over all time (for the auto-key gift). */
export function accumulatedTopup(state: State, username: string): number {
  return historyOf(state, username)
    .filter((r) => r.type.startsWith('topup.') && r.status === 'success' && r.currency === 'VND')
    .reduce((sum, r) => sum + r.realValue, 0);
}
