import { isApiError, type PortalClient, type User } from '@portal/widgets';

/** How long one answer of `GET /api/me`, once it has come, serves the callers that follow it. */
const sharedMeWindowMs = 2000;

/**
 * The client with `GET /api/me` shared: a call while the previous one is on its way, or within
 * {@link sharedMeWindowMs} of its answer, with no other call in between, gets the same answer instead of a second
 * request (main.tsx's early call, then the gate once the page's code is there however slow the network; the reload
 * after login, then the gate mounted by the redirect); a guest's 401 is shared the same way, a failure is not. Any
 * other call (login, logout, a change) ends the sharing, so
 * an answer never outlives what could change it.
 */
export function withSharedMe(client: PortalClient, now: () => number = Date.now): PortalClient {
  let last: { answeredAt?: number; answer: Promise<User> } | undefined;
  const shared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(client)) {
    shared[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            last = undefined;
            return (value as (...args: unknown[]) => unknown)(...args);
          }
        : value;
  }
  shared.me = () => {
    if (last && (last.answeredAt === undefined || now() - last.answeredAt < sharedMeWindowMs))
      return last.answer;
    const answer = client.me();
    const entry: { answeredAt?: number; answer: Promise<User> } = { answer };
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
  };
  return shared as unknown as PortalClient;
}
