import { ApiError } from './ApiError';
import { isCall } from './calls';
import type { PortalTransport } from './transport';

/**
 * The transport with a guest known without asking: while `noSession()` names why there can be no session, `GET
 * /api/me` rejects at once with the 401 the API gives a guest (read as no one signed in, like the API's own), so a
 * guest's visit sends no request and the browser logs no 401; every other call, and `GET /api/me` while a session may
 * exist (`noSession()` undefined), goes to `transport`. The one way a host or the elements take a visitor for a guest.
 */
export function withGuestAnswer(
  transport: PortalTransport,
  noSession: () => string | undefined,
): PortalTransport {
  return {
    baseURL: transport.baseURL,
    send(call, decode) {
      const why = isCall(call, 'GET /api/me') ? noSession() : undefined;
      if (why === undefined) return transport.send(call, decode);
      return Promise.reject(
        new ApiError({
          kind: 'http',
          statusCode: 401,
          message: `GET /api/me not sent: ${why}`,
          messageKey: 'api.error.unauthenticated',
        }),
      );
    },
  };
}
