import { isApiError, type CardTopupRequest, type Transaction } from '../../api';
import { errorText } from '../../provider';
import type { Translate } from '../../i18n';
import type { payment } from '../../i18n/vi-VN/payment';

/** Where a card stands in the history: still pending, or settled with its value and error note. */
export type CardSettlement =
  | { status: 'pending' }
  | { status: 'succeeded'; value: number }
  | { status: 'failed'; note: string | null }
  | { status: 'cancelled'; note: string | null };

/** A card's final outcome, as told to the host by `onCardSettled`. */
export interface CardSettled {
  transactionId: number;
  status: 'succeeded' | 'failed' | 'cancelled';
}

/**
 * Reads of the history a moment apart that must miss a card answered with a broken 2xx body before it counts as not
 * taken: the server had finished (it writes the card before it answers), so a second read is only for a lagging
 * history. A lost answer (timeout, dropped connection) is looked up a few times only: the server may still be at
 * work, so a miss there leaves the outcome unknown ('unconfirmed') rather than 'not taken'.
 */
const answeredNotFoundAfterReads = 2;

/** How a card is looked up in the history: the waits before each read, and what a card missing every read means. */
export interface CheckPlan {
  delaysMs: readonly number[];
  /** Reads that answered without the card before it counts as not taken; a lost answer never does. */
  readsToMiss: number;
}

/** A lost answer: a few reads (at 1, 2.5 and 5 s by default), then the outcome stays unknown, never 'not taken'. */
export const lostAnswerPlan = (delaysMs: readonly number[]): CheckPlan => ({
  delaysMs,
  readsToMiss: Infinity,
});

/**
 * A broken 2xx: the server had finished, so two reads that miss mean the card was not taken; the reads (at once, then
 * as after a lost answer) end within about 5 s even when the history cannot be read.
 */
export const brokenAnswerPlan = (checkDelaysMs: readonly number[]): CheckPlan => ({
  delaysMs: [0, ...checkDelaysMs],
  readsToMiss: answeredNotFoundAfterReads,
});

/**
 * What the history says about a card top-up. Pending and unknown (a status the portal does not know, 'Chưa rõ' in the
 * history) have no verdict yet: the card is followed on, and said to be still in progress once the polls run out.
 */
export function settlementOf(transaction: Transaction): CardSettlement {
  const note = transaction.payload?.errorNote ?? null;
  switch (transaction.status) {
    case 'succeeded':
      return { status: 'succeeded', value: transaction.value };
    case 'failed':
      return { status: 'failed', note };
    case 'cancelled':
      return { status: 'cancelled', note };
    case 'pending':
    case 'unknown':
      return { status: 'pending' };
    default:
      return transaction.status satisfies never;
  }
}

/** The card top-up of `card` in the history (same provider and serial), newest first as the history comes. */
export function findCard(history: Transaction[], card: CardTopupRequest): Transaction | undefined {
  return history.find(
    (transaction) =>
      transaction.type === 'topup.card' &&
      transaction.payload?.serial === card.serial &&
      transaction.payload.provider?.toUpperCase() === card.provider.toUpperCase(),
  );
}

const cardFieldLabels = {
  pin: 'payment.card.pin',
  serial: 'payment.card.serial',
  provider: 'payment.card.provider',
} as const;

/**
 * Server messages name the fields pin, serial and provider; the player reads the labels of the form instead (spec
 * section 5), in sentence case: 'Số seri không hợp lệ', but 'Vui lòng nhập số seri' (a capital mid-sentence reads
 * as machine text).
 */
export function withCardFieldNames(message: string, t: Translate<typeof payment>): string {
  return message.replace(/\b(pin|serial|provider)\b/gi, (word: string, _: string, at: number) => {
    const label = t(cardFieldLabels[word.toLowerCase() as keyof typeof cardFieldLabels]);
    const startsSentence = /(^|[.!?:]\s+)$/.test(message.slice(0, at));
    return startsSentence ? label : label.charAt(0).toLocaleLowerCase('vi') + label.slice(1);
  });
}

/**
 * The words of a refused card: the first field error when the server named one (a 422's general message says less
 * than 'Số seri đã được sử dụng'), else the server's message or the catalogue's; a 419 asks to confirm again, a 401
 * (the session is gone, the card was not sent) to log in again.
 */
export function refusalText(error: unknown, t: Translate<typeof payment>): string {
  if (isApiError(error)) {
    const first = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
    if (first !== undefined) return withCardFieldNames(first, t);
    if (error.statusCode === 401) return t('payment.card.signInAgain');
    if (error.statusCode === 419) return `${errorText(error, t)} ${t('payment.card.confirmAgain')}`;
    if (error.serverMessage !== undefined) return withCardFieldNames(error.serverMessage, t);
  }
  return errorText(error, t);
}
