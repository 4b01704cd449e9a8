import { useState, type FormEvent } from 'react';
import { isApiError, isOutcomeUnknown, type Card, type CardTopupRequest } from '../../api';
import {
  usePortalClient,
  useRefetchBalance,
  useReportError,
  useTopupCard,
  useTranslate,
} from '../../provider';
import { useSingleFlight, useSubmitHold, wait } from '../shared';
import {
  brokenAnswerPlan,
  cardCheckDelaysMs,
  cardFollowDelaysMs,
  findCard,
  lostAnswerPlan,
  refusalText,
  settlementOf,
  type CardSettled,
  type CheckPlan,
  type CardSettlement,
} from './cardOutcome';
import { useCardFields } from './useCardFields';
import { validateCard, type CardField, type CardFieldErrors } from './cardValidation';
import { payment } from '../../i18n/vi-VN/payment';

/** Where a card top-up stands, from the form to its settlement or an outcome still being checked. */
export type CardView =
  | { status: 'idle' }
  /** Nothing was sent: the fields' messages, and the first wrong field (it takes focus). */
  | { status: 'invalid'; message: string; errors: CardFieldErrors; first: CardField }
  | { status: 'sending' }
  | { status: 'following'; message: string }
  | { status: 'stillPending'; transactionId: number }
  | Exclude<CardSettlement, { status: 'pending' }>
  | { status: 'refused'; message: string }
  | { status: 'checking' }
  | { status: 'notFound' }
  | { status: 'unconfirmed'; card: CardTopupRequest }
  | { status: 'checkFailed'; card: CardTopupRequest };

/** While these last, the button shows progress and the form sends nothing: a request or a check is under way. */
const busyStatuses: ReadonlySet<CardView['status']> = new Set(['sending', 'following', 'checking']);

/**
 * Views in which a submit sends the form: after a card's outcome, a held Enter or a second click sends nothing until
 * a field changes (which clears the message back to idle).
 */
const sendable: ReadonlySet<CardView['status']> = new Set([
  'idle',
  'invalid',
  'refused',
  'notFound',
  'unconfirmed',
]);

/** A 4xx that judged the card itself (not the session, a wait or the server's trouble): its PIN is cleared. */
function judgedCard(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode < 400 || error.statusCode > 499) return false;
  return ![401, 419, 429].includes(error.statusCode);
}

/** Views a field change clears: messages about a card already answered. */
const clearedByEdit: ReadonlySet<CardView['status']> = new Set([
  'invalid',
  'refused',
  'succeeded',
  'failed',
  'cancelled',
  'stillPending',
  'notFound',
  'unconfirmed',
]);

/**
 * The card top-up: one POST per submit (an in-flight guard against double clicks and a held Enter), then the card
 * followed in the history until it settles and the balance refetched; after a timeout or a lost connection the card
 * is looked up by its serial before the player may send it again. Nothing is ever resent on its own.
 */
export function useCardPanel(
  cards: readonly Card[],
  followDelaysMs = cardFollowDelaysMs,
  onSettled?: (settled: CardSettled) => void,
  checkDelaysMs = cardCheckDelaysMs,
) {
  const t = useTranslate(payment);
  const client = usePortalClient('TopupPanel');
  const topupCard = useTopupCard();
  const reportError = useReportError('TopupPanel');
  const refetchBalance = useRefetchBalance();
  const [view, setView] = useState<CardView>({ status: 'idle' });
  const { alone: guarded, busy: inFlight } = useSingleFlight();
  const hold = useSubmitHold();
  // While a 429's wait lasts, its message stays: it says why the button waits.
  const fields = useCardFields(cards, () =>
    setView((current) =>
      clearedByEdit.has(current.status) && !hold.onHold ? { status: 'idle' } : current,
    ),
  );

  function settle(transactionId: number, settlement: CardSettlement): boolean {
    if (settlement.status === 'pending') return false;
    setView(settlement);
    void refetchBalance();
    onSettled?.({ transactionId, status: settlement.status });
    return true;
  }

  async function follow(transactionId: number, message: string, signal: AbortSignal) {
    setView({ status: 'following', message });
    for (const delay of followDelaysMs) {
      await wait(delay, signal);
      const card = (await client.transactions().catch(() => [])).find(
        (transaction) => transaction.id === transactionId,
      );
      if (card && settle(transactionId, settlementOf(card))) return;
    }
    setView({ status: 'stillPending', transactionId });
  }

  const lostAnswer = lostAnswerPlan(checkDelaysMs);
  const brokenAnswer = brokenAnswerPlan(checkDelaysMs);

  async function check(card: CardTopupRequest, signal: AbortSignal, plan: CheckPlan) {
    setView({ status: 'checking' });
    let answered = 0;
    for (const delay of plan.delaysMs) {
      await wait(delay, signal);
      const history = await client.transactions().catch(() => null);
      if (history === null) continue;
      answered += 1;
      const found = findCard(history, card);
      if (found) {
        fields.clearPin();
        if (!settle(found.id, settlementOf(found)))
          await follow(found.id, t('payment.card.pending'), signal);
        return;
      }
      if (answered >= plan.readsToMiss) break;
    }
    // Nothing is resent on its own: the player may look again or send it again (the PIN is kept).
    if (answered === 0) setView({ status: 'checkFailed', card });
    else if (answered >= plan.readsToMiss) setView({ status: 'notFound' });
    else setView({ status: 'unconfirmed', card });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight() || hold.onHold || !sendable.has(view.status)) return;
    const checked = validateCard(fields.values, cards, t);
    if (!checked.ok) {
      const { errors, first } = checked;
      setView({ status: 'invalid', message: errors[first] ?? '', errors, first });
      return;
    }
    const { card } = checked;
    void guarded(async (signal) => {
      setView({ status: 'sending' });
      try {
        const answer = await topupCard(card);
        fields.clearPin();
        await follow(answer.transactionId, answer.message, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        reportError(error, 'submit');
        if (isOutcomeUnknown(error)) return check(card, signal, lostAnswer);
        // A 2xx with a body not of the agreed shape may have been taken: looked up, but the server had finished.
        if (isApiError(error) && error.kind === 'decode') return check(card, signal, brokenAnswer);
        if (judgedCard(error)) fields.clearPin();
        hold.holdAfter(error);
        setView({ status: 'refused', message: refusalText(error, t) });
      }
    });
  }

  return {
    fields,
    view,
    busy: busyStatuses.has(view.status),
    /** The history could not be read after a lost answer: Xác nhận is held (no progress) until 'Kiểm tra lại'. */
    held: view.status === 'checkFailed',
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: hold.waitingText,
    submit,
    /** Follows a card that was still pending when the polls ran out. */
    followAgain: (transactionId: number) =>
      void guarded((signal) => follow(transactionId, t('payment.card.pending'), signal)),
    /** Looks the card up again after the history could not be read or did not have it yet. */
    checkAgain: (card: CardTopupRequest) =>
      void guarded((signal) => check(card, signal, lostAnswer)),
  };
}
