import { ApiError, isCall, type PortalTransport } from '../api';
import { readXsrfCookie } from '../api/xsrf';

/** What `GET /api/me` would answer a guest, without the request (and the line Chromium logs for a 401). */
function guestAnswer(): ApiError {
  return new ApiError({
    kind: 'http',
    statusCode: 401,
    message: 'GET /api/me not sent: no XSRF-TOKEN cookie',
    messageKey: 'api.error.unauthenticated',
  });
}

/**
 * The elements' transport: a page that can read no `XSRF-TOKEN` cookie has no session with the API (Laravel sets it,
 * on the shared parent domain the embed needs, with every session), so the visitor is a guest without asking
 * `GET /api/me`: no 401 in the console of a guest's visit, and the login form at once. A page with the cookie asks.
 */
export function withSessionCookie(
  transport: PortalTransport,
  cookies: () => string = () => document.cookie,
): PortalTransport {
  return {
    baseURL: transport.baseURL,
    send: (call, decode) =>
      isCall(call, 'GET /api/me') && readXsrfCookie(cookies()) === undefined
        ? Promise.reject(guestAnswer())
        : transport.send(call, decode),
  };
}
