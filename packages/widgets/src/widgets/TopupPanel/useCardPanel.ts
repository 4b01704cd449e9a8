import { useEffect, useRef, type FormEvent } from 'react';
import { isApiError, type Card, type CardTopup, type CardTopupRequest } from '../../api';
import { useOnShown, useTiming, useTopupCard, useTranslate } from '../../provider';
import { refusedByTheApi, useAction, usePayerCheck, sentNothing } from '../shared';
import { brokenAnswerPlan, lostAnswerPlan, type CardSettled } from './cardOutcome';
import { traitsOf, type CardFlowState } from './cardView';
import { pendingCard } from './pendingCard';
import { useCardDecision } from './useCardDecision';
import { useCardFields } from './useCardFields';
import { useCardSettling } from './useCardSettling';
import { lengthHint, validateCard } from './cardValidation';
import { payment } from '../../i18n/vi-VN/payment';

export type { CardView } from './cardView';

/** Options of {@link useCardPanel}. */
export interface CardPanelOptions {
  /** The providers of `GET /api/payment-methods` and their face values. */
  cards: readonly Card[];
  /** Called once a card sent from this panel settles, with its transaction id and verdict. */
  onSettled?: ((settled: CardSettled) => void) | undefined;
}

/** A 4xx that judged the card itself (not the session, a wait or the server's trouble): its PIN is cleared. */
function judgedCard(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode < 400 || error.statusCode > 499) return false;
  return ![401, 419, 429].includes(error.statusCode);
}

/**
 * The card top-up ({@link useAction}: one POST per submit, a 429's hold, failures to `onError`), then the card
 * followed in the history (the one poller of pending transactions) until it settles and the balance refetched; after
 * a timeout or a lost connection the card is looked up by its serial before the player may send it again. Nothing is
 * ever resent on its own. The waits are the provider's (`timing`).
 */
export function useCardPanel({ cards, onSettled }: CardPanelOptions) {
  const t = useTranslate(payment);
  const { outcomeCheckMs } = useTiming('CardPanel');
  const topupCard = useTopupCard();
  const payer = usePayerCheck('CardPanel');
  const { decisions, decisionOf, settleDecision, keptCard } = useCardDecision(payer);
  const { follow, resume, check } = useCardSettling({
    onSettled,
    settleDecision,
    clearPin: () => fields.clearPin(),
  });
  // The card pressed is one whose outcome is unknown already (pressed again).
  const reopened = useRef(false);

  const action = useAction<CardTopupRequest, CardTopup, CardFlowState>({
    caller: 'CardPanel',
    // The same card sent again after an unknown outcome goes under the same key: the server tops it up once.
    send: async (card) => {
      reopened.current = decisions.isOpen(card);
      await payer.check();
      const answer = await topupCard(card, await decisionOf(card));
      fields.clearPin();
      return answer;
    },
    onSucceeded: (answer, _card, context) => {
      settleDecision();
      return follow(
        answer.transactionId,
        t('payment.card.accepted', { id: answer.transactionId }),
        context,
      );
    },
    onFailed: (error) => {
      // Nothing sent (the payer's check failed) leaves a card whose outcome is unknown as it was: same key next time.
      if (!sentNothing(error)) settleDecision();
      if (judgedCard(error)) fields.clearPin();
    },
    // Anything but the API's own refusal may have taken the card (a 5xx after it wrote): it is looked up. A 2xx with
    // a body not of the agreed shape was looked up too, but the server had finished.
    // Nothing sent (the payer's read failed) is a known outcome, unless this card's was already unknown: it stays so.
    leavesOutcomeOpen: (error) => (sentNothing(error) ? reopened.current : !refusedByTheApi(error)),
    onOutcomeUnknown: (error, card, context) =>
      check(
        card,
        context,
        (isApiError(error) && error.kind === 'decode' ? brokenAnswerPlan : lostAnswerPlan)(
          outcomeCheckMs,
        ),
      ),
  });
  const { state: view, setState: setView, onHold } = action;
  const unknownOnScreen = useRef(false);
  useEffect(() => {
    unknownOnScreen.current =
      view.status === 'checking' || view.status === 'unconfirmed' || view.status === 'checkFailed';
  });
  // While a 429's wait lasts, its message stays: it says why the button waits.
  const fields = useCardFields(cards, () =>
    setView((current) =>
      traitsOf(current).clearedByEdit && !onHold ? { status: 'idle' } : current,
    ),
  );

  // Shown again (Back and Forward, the page loaded anew or kept by the browser, the form mounted again), the form
  // looks up the card it sent whose result the player has not seen, and shows it: not an empty form to type it again.
  // A card whose outcome is unknown on screen stays: an earlier card's status must not take its place (found by the
  // chaos run: shown again from the back/forward cache, the form said an earlier pending card was being checked).
  useOnShown(() => {
    const transactionId = pendingCard.read();
    if (transactionId === null || unknownOnScreen.current) return;
    void action.alone((context) => resume(transactionId, context));
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.inFlight() || onHold || !traitsOf(view).sendable) return;
    const checked = validateCard(fields.values, cards, t);
    if (!checked.ok) {
      const { errors, first } = checked;
      setView({ status: 'invalid', message: errors[first] ?? '', errors, first });
      return;
    }
    void action.run(checked.card);
  }

  return {
    fields,
    /** The lengths the chosen carrier prints, under serial and PIN. */
    hints: { serial: lengthHint(fields.card, 'serial', t), pin: lengthHint(fields.card, 'pin', t) },
    view,
    /** A card sent from an earlier page has an unknown outcome (typed again, it goes under the same key). */
    keptCard: keptCard && view.status === 'idle',
    busy: traitsOf(view).busy,
    /** The history could not be read after a lost answer: Xác nhận is held (no progress) until 'Kiểm tra lại'. */
    held: view.status === 'checkFailed',
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: action.waitingText,
    submit,
    /** Follows a card that was still pending when the polls ran out. */
    followAgain: (transactionId: number) =>
      void action.alone((context) => follow(transactionId, t('payment.card.pending'), context)),
    /** Looks the card up again after the history could not be read or did not have it yet. */
    checkAgain: (card: CardTopupRequest) =>
      void action.alone((context) => check(card, context, lostAnswerPlan(outcomeCheckMs))),
  };
}
