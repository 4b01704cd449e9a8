import { paths } from '../routing/paths';

/**
 * Leaves for /login with a full page load, replacing the page's entry in the history (Back does not return to a
 * page whose session is gone): what a logout heard from another tab, a logged-out flag at the gate and a failed check
 * of a page shown again do, so that no account data stays in this page's memory. The one way the portal does it.
 */
export function leaveForLogin(location: Pick<Location, 'replace'> = window.location): void {
  location.replace(paths.login);
}
