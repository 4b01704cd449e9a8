/**
 * The logged-out flag: set when the player logs out (in any tab), cleared when they log in. Only for the checks at
 * load (a page that began loading after a logout, or shown again from the back/forward cache, goes to /login with a
 * full page load, so no account data stays in its memory): a tab that is open hears a logout on the provider's tabs'
 * channel, at once, as it hears a login. It holds a time, nothing secret.
 */
export const loggedOutFlagKey = 'portal-logged-out';

/** Marks the browser as logged out. */
export function setLoggedOutFlag(): void {
  try {
    window.localStorage.setItem(loggedOutFlagKey, String(Date.now()));
  } catch {
    // storage refused: this tab still navigates to /login itself
  }
}

/** Clears the mark after a login. */
export function clearLoggedOutFlag(): void {
  try {
    window.localStorage.removeItem(loggedOutFlagKey);
  } catch {
    // nothing to clear
  }
}

/** Whether the browser was logged out. */
export function isLoggedOutFlagSet(): boolean {
  try {
    return window.localStorage.getItem(loggedOutFlagKey) !== null;
  } catch {
    return false;
  }
}

/** Whether the browser was logged out at or after `time` (ms since the epoch). */
export function loggedOutSince(time: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(loggedOutFlagKey) ?? Number.NaN);
    return Number.isFinite(at) && at >= time;
  } catch {
    return false;
  }
}
