import { isApiError, isCall, type PortalTransport } from '@portal/widgets';

/** How long one answer of `GET /api/me`, once it has come, serves the callers that follow it. */
const sharedMeWindowMs = 2000;

/**
 * The transport with `GET /api/me` shared: a call while the previous one is on its way, or within
 * {@link sharedMeWindowMs} of its answer, with no other call in between, gets the same answer instead of a second
 * request (main.tsx's early call, then the gate once the page's code is there however slow the network; the reload
 * after login, then the gate mounted by the redirect); a guest's 401 is shared the same way, a failure is not. Any
 * other call (login, logout, a change) ends the sharing, so
 * an answer never outlives what could change it.
 */
export function withSharedMe(
  transport: PortalTransport,
  now: () => number = Date.now,
): PortalTransport {
  // Every `GET /api/me` is sent with the one decoder of `me()`, so one decoded answer serves them all.
  let last: { answeredAt?: number; answer: Promise<unknown> } | undefined;
  return {
    baseURL: transport.baseURL,
    send(call, decode) {
      if (!isCall(call, 'GET /api/me')) {
        last = undefined;
        return transport.send(call, decode);
      }
      if (last && (last.answeredAt === undefined || now() - last.answeredAt < sharedMeWindowMs))
        return last.answer as Promise<ReturnType<typeof decode>>;
      const answer = transport.send(call, decode);
      const entry: { answeredAt?: number; answer: Promise<unknown> } = { answer };
      last = entry;
      answer.then(
        () => (entry.answeredAt = now()),
        (error: unknown) => {
          // A 401 is an answer too (a guest): shared like a user. Any other failure is asked again.
          if (isApiError(error) && error.statusCode === 401) entry.answeredAt = now();
          else if (last === entry) last = undefined;
        },
      );
      return answer;
    },
  };
}
