import { createPortalTransport, currentUser, isAnotherPlayer } from '@portal/widgets';
import { useEffect, useRef } from 'react';
import { withSessionHint } from '../api/sessionHint';
import { apiBaseUrl } from '../config';
import { leaveForLogin } from './leaveForLogin';
import { loggedOutSince } from './loggedOutFlag';

/** On `<html>` while a page the browser shows again waits for its session check: the shell's stylesheet hides it. */
export const sessionCheckAttribute = 'data-session-check';

/** What the check asks and where it sends the player (the browser's own by default; tests give theirs). */
export interface SessionCheck {
  /** The username the API has signed in now, or null for no one (a 401). */
  signedIn: () => Promise<string | null>;
  /** Leaves for /login, replacing this entry. */
  toLogin: () => void;
  /** Loads the page anew. */
  reload: () => void;
}

const browserCheck: SessionCheck = {
  // A transport of its own, made when asked: the portal's would hand the page's first read the early answer of its
  // load (api/earlySession.ts), and this check must ask the server now.
  signedIn: () =>
    currentUser(withSessionHint(createPortalTransport({ baseURL: apiBaseUrl }))).then(
      (user) => user?.username ?? null,
    ),
  toLogin: () => leaveForLogin(),
  reload: () => window.location.reload(),
};

/** What the check is given besides the player the page shows. */
export interface SessionCheckOptions {
  /** The same player is signed in: the page shows again, and this runs (the widgets read their data again). */
  onPassed?: () => void;
  /** What the check asks and where it sends the player; the browser's by default. */
  check?: SessionCheck;
}

/**
 * A signed-in page that the browser keeps when the player leaves it (its back/forward cache) and shows again on Back
 * is hidden as it is put away, and stays hidden until its session is checked: a logout since the page loaded (the
 * logged-out flag, any tab) sends the player to /login at once, else `GET /api/me` is asked; no one signed in goes to
 * /login, someone other than `username` (the player the page shows) gets the page loaded anew, and a failed check
 * too (the fresh page's gate says why). Only then does the page show again, and `onPassed` runs: whoever comes back
 * to a shared computer sees no one's account, not even for a frame, and the player's data is read after the check.
 */
export function useSessionCheckOnReturn(
  username: string | undefined,
  { onPassed, check = browserCheck }: SessionCheckOptions = {},
): void {
  const shown = useRef(username);
  const passed = useRef(onPassed);
  useEffect(() => {
    shown.current = username;
    passed.current = onPassed;
  }, [username, onPassed]);

  useEffect(() => {
    const root = document.documentElement;
    const hide = () => root.setAttribute(sessionCheckAttribute, '');
    const onHide = (event: PageTransitionEvent) => {
      if (event.persisted) hide();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      hide();
      if (loggedOutSince(performance.timeOrigin)) return check.toLogin();
      check.signedIn().then(
        (who) => {
          if (who === null) check.toLogin();
          else if (isAnotherPlayer(shown.current, who)) check.reload();
          else {
            root.removeAttribute(sessionCheckAttribute);
            passed.current?.();
          }
        },
        () => check.reload(),
      );
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      root.removeAttribute(sessionCheckAttribute);
    };
  }, [check]);
}
