import type { CardTopupRequest } from '../../api';
import {
  freshHistory,
  useFreshRead,
  usePendingPoll,
  useRefetchBalance,
  useTranslate,
  wait,
} from '../../provider';
import type { ActionContext } from '../shared';
import {
  findCard,
  settlementOf,
  type CardSettled,
  type CheckPlan,
  type CardSettlement,
} from './cardOutcome';
import type { CardView } from './cardView';
import { pendingCard } from './pendingCard';
import { payment } from '../../i18n/vi-VN/payment';

type Context = ActionContext<CardView>;

/** Options of {@link useCardSettling}. */
export interface CardSettlingOptions {
  /** Called once a card sent from this panel settles, with its transaction id and verdict. */
  onSettled?: ((settled: CardSettled) => void) | undefined;
  /** The card's outcome is known: the next card is a new decision. */
  settleDecision: () => void;
  /** Clears the PIN typed (a card found was taken: it is not sent again). */
  clearPin: () => void;
}

/**
 * A card sent, until its verdict: followed in the history (the one poller of pending transactions) while pending, the
 * balance refetched once it settles; looked up by its serial after a lost or broken answer; resumed when the form is
 * shown again. Each runs in the action's context (its state and signal).
 */
export function useCardSettling({ onSettled, settleDecision, clearPin }: CardSettlingOptions) {
  const t = useTranslate(payment);
  const read = useFreshRead('CardPanel');
  const poll = usePendingPoll();
  const refetchBalance = useRefetchBalance();

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
    const history = await read(freshHistory).catch(() => null);
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
      const history = await read(freshHistory).catch(() => null);
      if (history === null) continue;
      answered += 1;
      const found = findCard(history, card);
      if (found) {
        settleDecision();
        clearPin();
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

  return { follow, resume, check };
}
