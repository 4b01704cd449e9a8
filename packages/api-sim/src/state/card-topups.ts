import { CARD_KP_PER_DONG } from '../cards';
import type { CardProvider } from '../cards';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { kpFor } from '../transfer-methods';
import { maskPin } from './accounts';
import { creditTopup, newRecord } from './ledger';
import type { Account, CardOutcome, State, TransactionRecord } from './types';

/** A validated card as the player submitted it. */
export type CardSubmission = { provider: CardProvider; serial: string; pin: string; value: number };

/** True when a card with this serial was already submitted, by anyone. */
export function isSerialUsed(state: State, providerCode: string, serial: string): boolean {
  return state.transactions.some(
    (record) =>
      record.type === 'topup.card' &&
      record.payload.provider === providerCode &&
      record.payload.serial === serial,
  );
}

function outcomeOf(pin: string): CardOutcome {
  if (pin.endsWith('0000')) return 'rejected';
  if (pin.endsWith('1111')) return 'wrong-value';
  return 'success';
}

function settle(runtime: Runtime, record: TransactionRecord): void {
  const { settlement } = record;
  if (!settlement) return;
  record.settlement = null;
  record.updatedAt = settlement.at;
  const account = runtime.state.accounts.get(record.owner);
  if (settlement.outcome === 'success' && account) {
    record.status = 'success';
    record.realValue = record.value;
    record.related = creditTopup(runtime, account, kpFor(record.value, CARD_KP_PER_DONG));
    for (const related of record.related) related.createdAt = related.updatedAt = settlement.at;
    return;
  }
  record.status = 'failed';
  record.payload.errorNote =
    settlement.outcome === 'wrong-value' ? messages.cardWrongValue : messages.cardRejected;
}

/**
 * Records a pending card top-up (the PIN kept masked) that settles after `settleDelayMs`: by a
 * timer (unless `cardTimers` is off), or on the next request once the injected clock has passed that moment.
 */
export function submitCard(
  runtime: Runtime,
  account: Account,
  card: CardSubmission,
): TransactionRecord {
  const record = newRecord(runtime, account.username, {
    type: 'topup.card',
    value: card.value,
    realValue: 0,
    currency: 'VND',
    status: 'pending',
    payload: { serial: card.serial, pin: maskPin(card.pin), provider: card.provider.code },
  });
  record.settlement = {
    at: record.createdAt + runtime.settleDelayMs,
    outcome: outcomeOf(card.pin),
  };
  runtime.state.transactions.push(record);
  if (runtime.cardTimers) runtime.schedule(() => settle(runtime, record), runtime.settleDelayMs);
  return record;
}

/** Settles every pending card whose moment has come by the runtime's clock. */
export function settleDueCards(runtime: Runtime): void {
  const now = runtime.now();
  for (const record of runtime.state.transactions) {
    if (record.settlement && record.settlement.at <= now) settle(runtime, record);
  }
}
