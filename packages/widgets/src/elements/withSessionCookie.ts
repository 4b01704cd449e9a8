import { withGuestAnswer, type PortalTransport } from '../api';
import { readXsrfCookie } from '../api/xsrf';

/**
 * The elements' transport: a page that can read no `XSRF-TOKEN` cookie has no session with the API (Laravel sets it,
 * on the shared parent domain the embed needs, with every session), so the visitor is a guest without asking
 * `GET /api/me` ({@link withGuestAnswer}): no 401 in the console of a guest's visit, and the login form at once. A
 * page with the cookie asks.
 */
export function withSessionCookie(
  transport: PortalTransport,
  cookies: () => string = () => document.cookie,
): PortalTransport {
  return withGuestAnswer(transport, () =>
    readXsrfCookie(cookies()) === undefined ? 'no XSRF-TOKEN cookie' : undefined,
  );
}
