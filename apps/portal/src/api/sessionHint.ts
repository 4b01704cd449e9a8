import { isApiError, isCall, withGuestAnswer, type PortalTransport } from '@portal/widgets';

/** Where this browser keeps the hint: a flag, never a token (the session itself is an HttpOnly cookie). */
export const sessionHintKey = 'portal-session-hint';

/** Whether a session may exist, remembered between visits. */
export interface SessionHint {
  mayHaveSession(): boolean;
  remember(present: boolean): void;
}

/** The hint in localStorage; when storage is refused, a session may always exist (the API is asked). */
export const storageSessionHint: SessionHint = {
  mayHaveSession() {
    try {
      return window.localStorage.getItem(sessionHintKey) !== null;
    } catch {
      return true;
    }
  },
  remember(present) {
    try {
      if (present) window.localStorage.setItem(sessionHintKey, '1');
      else window.localStorage.removeItem(sessionHintKey);
    } catch {
      // storage refused: the API is asked every time
    }
  },
};

/** The public pages, where a visitor with no hint of a session is taken as a guest without asking the API. */
const publicPath = /^\/(login|register|recovery|reset-password|email-verification|support)(\/|$)/;

/** Whether the page shown is a public one. */
export function onPublicPage(): boolean {
  return typeof window !== 'undefined' && publicPath.test(window.location.pathname);
}

/**
 * The transport with a session hint: on a public page, a browser that has not seen a session since its last
 * 401 or logout is a guest without asking `GET /api/me` (`withGuestAnswer`: a first visit to /login sends no API call). A
 * protected page always asks: a session opened elsewhere (the homepage's login) is found there. Set by
 * every answer of `/api/me` and by a login or registration (`POST /login`, `/register`), cleared by a 401 and a
 * logout (`POST /logout`).
 */
export function withSessionHint(
  transport: PortalTransport,
  hint: SessionHint = storageSessionHint,
  isPublicPage: () => boolean = onPublicPage,
): PortalTransport {
  const remembering: PortalTransport = {
    baseURL: transport.baseURL,
    async send(call, decode) {
      if (isCall(call, 'GET /api/me')) {
        try {
          const user = await transport.send(call, decode);
          hint.remember(true);
          return user;
        } catch (error) {
          if (isApiError(error) && error.statusCode === 401) hint.remember(false);
          throw error;
        }
      }
      const answer = await transport.send(call, decode);
      if (isCall(call, 'POST /login') || isCall(call, 'POST /register')) hint.remember(true);
      if (isCall(call, 'POST /logout')) hint.remember(false);
      return answer;
    },
  };
  return withGuestAnswer(remembering, () =>
    isPublicPage() && !hint.mayHaveSession()
      ? 'no session was ever seen in this browser (a public page).'
      : undefined,
  );
}
