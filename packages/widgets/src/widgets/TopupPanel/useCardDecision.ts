import { useEffect, useRef, useState } from 'react';
import type { CardTopupRequest } from '../../api';
import { useDecision, type usePayerCheck } from '../shared';
import { cardDecision, cardFingerprint } from './cardDecision';

/** The same card (provider, serial, PIN and value) is one decision: sent again, it keeps its idempotency key. */
const sameCard = (last: CardTopupRequest, next: CardTopupRequest) =>
  last.provider === next.provider &&
  last.serial === next.serial &&
  last.pin === next.pin &&
  last.value === next.value;

/**
 * The decision a card goes under (its idempotency key), on this page and kept in the browser for the next one: the
 * same card sent again after an unknown outcome keeps its key; a card of the player's whose outcome was unknown when
 * an earlier page ended is `keptCard`.
 */
export function useCardDecision(payer: ReturnType<typeof usePayerCheck>) {
  const decisions = useDecision(sameCard);
  // The account the open card decision is kept under in the browser.
  const sentFor = useRef<string | undefined>(undefined);

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

  return { decisions, decisionOf, settleDecision, keptCard };
}
