/** The sessionStorage key of the card sent from this tab whose verdict the player has not seen. */
export const pendingCardStorageKey = 'portal-pending-card';

/**
 * The card sent from this tab whose verdict the card form has not shown: its transaction id (an id the history
 * shows, not a secret), in the tab's sessionStorage, which Back, Forward and a page loaded anew keep. The form shown
 * again looks it up and shows its result, instead of an empty form the player would type the card into again. A
 * browser that refuses storage forgets it with the page.
 */
export const pendingCard = {
  /** The card's transaction id, or null. */
  read(): number | null {
    try {
      const stored = Number(window.sessionStorage.getItem(pendingCardStorageKey));
      return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
    } catch {
      return null;
    }
  },
  /** The card `transactionId` is pending: its verdict is to be shown. */
  remember(transactionId: number): void {
    try {
      window.sessionStorage.setItem(pendingCardStorageKey, String(transactionId));
    } catch {
      // Private modes may refuse storage: the card is still followed while the form stays.
    }
  },
  /** The verdict of `transactionId` was shown (or it is not this player's): nothing is left to show. */
  forget(transactionId: number): void {
    try {
      if (this.read() === transactionId) window.sessionStorage.removeItem(pendingCardStorageKey);
    } catch {
      // Nothing was stored.
    }
  },
};
