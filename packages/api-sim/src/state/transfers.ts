import type { Runtime } from '../runtime';
import { bonusTierFor, kpFor } from '../transfer-methods';
import type { TransferMethodConfig } from '../transfer-methods';
import { creditTopup, newRecord } from './ledger';
import type { Account, TransactionRecord } from './types';

/**
 * Books an incoming e-wallet or bank transfer: KP at the method's rate, plus the bonus of the
 * highest tier the amount reaches (bonusRate × the KP credited).
 */
export function receiveTransfer(
  runtime: Runtime,
  account: Account,
  method: TransferMethodConfig,
  amount: number,
): TransactionRecord {
  const kp = kpFor(amount, method.exchangeRate);
  const tier = bonusTierFor(method, amount);
  const bonusKp = tier ? kpFor(kp, tier.bonusRate) : 0;
  const related = creditTopup(runtime, account, kp, bonusKp);
  const record = newRecord(runtime, account.username, {
    type: method.type === 'e-wallet' ? 'topup.e-wallet' : 'topup.bank-transfer',
    value: amount,
    currency: 'VND',
    status: 'success',
    payload: { source: method.name },
    related,
  });
  runtime.state.transactions.push(record);
  return record;
}
