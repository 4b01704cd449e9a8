import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, type Card, type CardTopup, type CardTopupRequest } from '../../api';
import {
  useFreshRead,
  useOnShown,
  usePendingPoll,
  useRefetchBalance,
  useTiming,
  useTopupCard,
  useTranslate,
  wait,
} from '../../provider';
import {
  refusedByTheApi,
  useAction,
  usePayerCheck,
  sentNothing,
  useDecision,
  type ActionContext,
} from '../shared';
import {
  brokenAnswerPlan,
  findCard,
  lostAnswerPlan,
  settlementOf,
  type CardSettled,
  type CheckPlan,
  type CardSettlement,
} from './cardOutcome';
import { traitsOf, type CardFlowState, type CardView } from './cardView';
import { cardDecision, cardFingerprint } from './cardDecision';
import { pendingCard } from './pendingCard';
import { useCardFields } from './useCardFields';
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

/** The same card (provider, serial, PIN and value) is one decision: sent again, it keeps its idempotency key. */
const sameCard = (last: CardTopupRequest, next: CardTopupRequest) =>
  last.provider === next.provider &&
  last.serial === next.serial &&
  last.pin === next.pin &&
  last.value === next.value;

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
  const read = useFreshRead('CardPanel');
  const { outcomeCheckMs } = useTiming('CardPanel');
  const poll = usePendingPoll();
  const topupCard = useTopupCard();
  const refetchBalance = useRefetchBalance();
  const decisions = useDecision(sameCard);
  const payer = usePayerCheck('CardPanel');
  type Context = ActionContext<CardView>;
  // The account the open card decision is kept under in the browser.
  const sentFor = useRef<string | undefined>(undefined);
  // The card pressed is one whose outcome is unknown already (pressed again).
  const reopened = useRef(false);

  /**
   * The decision `card` goes under: the open one (this page's, or kept in the browser from an earlier page, the same
   * card typed again) or a new one; kept in the browser (a fingerprint, never the serial or PIN) as it goes.
   */
  async function decisionOf(card: CardTopupRequest) {
    const account = payer.current();
    if (account === undefined) return decisions.of(card);
    const fingerprint = await cardFingerprint(account, card).catch(() => null);
    if (fingerprint === null) return decisions.of(card);
    const kept = cardDecision.keyOf(account, fingerprint);
    if (kept && decisions.openedAt() === null) decisions.restore(card, kept.decision, kept.at);
    const decision = decisions.of(card);
    sentFor.current = account;
    cardDecision.sent(account, fingerprint, decision, decisions.openedAt());
    return decision;
  }

  /** The card's outcome is known: the next card is a new decision, here and in the browser. */
  function settleDecision() {
    decisions.settle();
    if (sentFor.current !== undefined) cardDecision.settle(sentFor.current);
    sentFor.current = undefined;
    setKeptCard(false);
  }

  // A card of this player's sent from an earlier page (a reload, another tab) whose outcome is unknown: its serial
  // and PIN are not kept, so it cannot be looked up here; the form says so, and the same card typed again goes under
  // its key.
  const [keptCard, setKeptCard] = useState(false);
  const { account } = payer;
  useEffect(() => {
    if (account === undefined) return undefined;
    let mounted = true;
    queueMicrotask(() => {
      if (mounted) setKeptCard(cardDecision.kept(account));
    });
    return () => {
      mounted = false;
    };
  }, [account]);

  function settle(transactionId: number, settlement: CardSettlement, { setState }: Context) {
    if (settlement.status === 'pending') return false;
    pendingCard.forget(transactionId);
    setState({ status: 'settled', verdict: settlement });
    void refetchBalance();
    onSettled?.({ transactionId, status: settlement.status });
    return true;
  }

  async function follow(transactionId: number, message: string, context: Context) {
    pendingCard.remember(transactionId);
    context.setState({ status: 'following', message });
    const settled = await poll((history) => {
      const card = history.find((transaction) => transaction.id === transactionId);
      const settlement = card && settlementOf(card);
      return settlement?.status === 'pending' ? undefined : settlement;
    }, context.signal);
    if (!settled || !settle(transactionId, settled, context)) {
      context.setState({ status: 'stillPending', transactionId });
    }
  }

  /**
   * The card this tab sent whose verdict was not shown (the form shown again): read at once, its verdict shown, or it
   * is followed on while pending; a card not in the player's history (another player in this tab) is forgotten.
   */
  async function resume(transactionId: number, context: Context) {
    context.setState({ status: 'following', message: t('payment.card.pending') });
    const history = await read('transactions').catch(() => null);
    const card = history?.find((transaction) => transaction.id === transactionId);
    if (history && !card) {
      pendingCard.forget(transactionId);
      context.setState({ status: 'idle' });
      return;
    }
    if (card && settle(transactionId, settlementOf(card), context)) return;
    await follow(transactionId, t('payment.card.pending'), context);
  }

  async function check(card: CardTopupRequest, context: Context, plan: CheckPlan) {
    const { signal, setState } = context;
    setState({ status: 'checking' });
    let answered = 0;
    for (const delay of plan.delaysMs) {
      await wait(delay, signal);
      const history = await read('transactions').catch(() => null);
      if (history === null) continue;
      answered += 1;
      const found = findCard(history, card);
      if (found) {
        settleDecision();
        fields.clearPin();
        if (!settle(found.id, settlementOf(found), context))
          await follow(found.id, t('payment.card.pending'), context);
        return;
      }
      if (answered >= plan.readsToMiss) break;
    }
    // Nothing is resent on its own: the player may look again or send it again (the PIN is kept).
    if (answered === 0) setState({ status: 'checkFailed', card });
    else if (answered >= plan.readsToMiss) setState({ status: 'notFound' });
    else setState({ status: 'unconfirmed', card });
  }

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
      return follow(answer.transactionId, answer.message, context);
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
