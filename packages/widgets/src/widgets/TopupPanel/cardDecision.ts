import type { CardTopupRequest, Decision } from '../../api';
import { openDecisions } from '../shared/openDecisions';

/** The name a card's open decision is kept under. */
export const cardDecisionKind = 'CardPanel';

/** What is kept of a card whose outcome is unknown: a fingerprint, never its serial or PIN. */
interface KeptCard {
  fingerprint: string;
}

/**
 * A fingerprint of `card` for `account`: SHA-256 of the account, carrier, value, serial and PIN. It recognises the
 * same card typed again; the serial and PIN (25 digits or more) cannot be read back from it.
 */
export async function cardFingerprint(account: string, card: CardTopupRequest): Promise<string> {
  const text = [account, card.provider.toUpperCase(), card.value, card.serial, card.pin].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A card's decision across pages: the same card typed again on any page of the browser (after a reload, Back, in
 * another tab) while its outcome is unknown goes under the key it was first sent with, so the server tops it up
 * once. `sent` keeps it as it goes; `settle` forgets it once its outcome is known.
 */
export const cardDecision = {
  /** The key `card` was sent under before, while its outcome is unknown, or null. */
  keyOf(account: string, fingerprint: string): { decision: Decision; at: number } | null {
    const kept = openDecisions.read<KeptCard>(account, cardDecisionKind);
    if (!kept || kept.input.fingerprint !== fingerprint) return null;
    return { decision: { idempotencyKey: kept.key }, at: kept.at };
  },
  /** `card` goes under `decision`, first sent `at` (now when not known). */
  sent(account: string, fingerprint: string, decision: Decision, at: number | null): void {
    openDecisions.keep({
      account,
      kind: cardDecisionKind,
      key: decision.idempotencyKey,
      input: { fingerprint } satisfies KeptCard,
      at: at ?? Date.now(),
    });
  },
  /** Whether a card of `account`'s is kept with its outcome unknown (sent from an earlier page). */
  kept(account: string): boolean {
    return openDecisions.read(account, cardDecisionKind) !== null;
  },
  settle(account: string): void {
    openDecisions.settle(account, cardDecisionKind);
  },
};
