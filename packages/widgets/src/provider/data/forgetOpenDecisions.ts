/** The localStorage keys of the money decisions whose outcome is unknown: `portal-open-decision:{kind}:{account}`. */
export const openDecisionPrefix = 'portal-open-decision:';

/**
 * Logout: nothing of any player's money decisions stays in this browser (see `openDecisions`). Apart from the store,
 * so the login page's logout carries only this.
 */
export function forgetOpenDecisions(): void {
  try {
    const store = window.localStorage;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(openDecisionPrefix)) store.removeItem(key);
  } catch {
    // No storage, or nothing was stored.
  }
}
