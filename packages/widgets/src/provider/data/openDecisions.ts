import { forgetOpenDecisions, openDecisionPrefix } from './forgetOpenDecisions';

export { openDecisionPrefix };

/** How long the API keeps an idempotency key (24 h): past it, a resend under the key would be a new write. */
export const decisionWindowMs = 24 * 60 * 60_000;

/** A money decision whose outcome is unknown, as kept in the browser. */
export interface OpenDecision<Kept = unknown> {
  /** The account it was sent for (the player on screen when they pressed). */
  account: string;
  /** Which money write: the widget that sent it ('RechargePanel', 'UpgradeScreen', 'CardPanel', 'GiftCodeList'). */
  kind: string;
  /** Its idempotency key: a resend of the decision goes under it. */
  key: string;
  /** What the widget needs to look it up and send it again: never a secret (a card's serial and PIN are not kept). */
  input: Kept;
  /** When it was first sent (ms since the epoch). */
  at: number;
}

const storageKey = (account: string, kind: string) => `${openDecisionPrefix}${kind}:${account}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The money decisions whose outcome is unknown, kept in localStorage until the outcome is known or the API's key
 * window (24 h) has passed: coming back to a money page by the menu, a reload, Back/Forward or in a new tab, the
 * page finds its decision still open, looks it up, and offers it again only under the same key. localStorage, not
 * sessionStorage: a decision is the account's, not the tab's, and a player who checks in a new tab must not send it
 * there under a new key. One entry per account and widget, so another player never sees it; logout forgets all. A
 * browser that refuses storage keeps the decision with the page only.
 */
export const openDecisions = {
  /** The open decision of `kind` for `account`, or null (none, unreadable, or past the key window). */
  read<Kept>(account: string, kind: string, now = Date.now()): OpenDecision<Kept> | null {
    const store = storage();
    if (!store) return null;
    try {
      const value = JSON.parse(store.getItem(storageKey(account, kind)) ?? 'null') as Partial<
        OpenDecision<Kept>
      > | null;
      // Only a whole entry of this account and widget (another's, or one written by hand, is none).
      if (
        value?.account !== account ||
        value.kind !== kind ||
        typeof value.key !== 'string' ||
        typeof value.at !== 'number' ||
        !('input' in value)
      )
        return null;
      if (now - value.at > decisionWindowMs || value.at > now + decisionWindowMs) {
        store.removeItem(storageKey(account, kind));
        return null;
      }
      return value as OpenDecision<Kept>;
    } catch {
      return null;
    }
  },
  /** `decision`'s outcome is unknown: kept for its account until settled. */
  keep(decision: OpenDecision): void {
    try {
      storage()?.setItem(storageKey(decision.account, decision.kind), JSON.stringify(decision));
    } catch {
      // Refused (a private mode, a full store): the page still holds it while it stays.
    }
  },
  /** The outcome of `account`'s open decision of `kind` is known (done, refused, or found not done). */
  settle(account: string, kind: string): void {
    try {
      storage()?.removeItem(storageKey(account, kind));
    } catch {
      // Nothing was stored.
    }
  },
  /** Logout: nothing of any player's decisions stays in this browser. */
  forgetAll: forgetOpenDecisions,
};
