import type { PortalClient, User } from '@portal/widgets';

/** How long one answer of `GET /api/me` serves the callers that follow it. */
export const sharedMeWindowMs = 2000;

/**
 * The client with `GET /api/me` shared: a call within {@link sharedMeWindowMs} of the previous
 * one, with no other call in between, gets the same answer instead of a second request (the
 * reload after login, then the gate mounted by the redirect). Any other call (login, logout, a
 * change) ends the sharing, so an answer never outlives what could change it.
 */
export function withSharedMe(client: PortalClient, now: () => number = Date.now): PortalClient {
  let last: { at: number; answer: Promise<User> } | undefined;
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
    const at = now();
    if (last && at - last.at < sharedMeWindowMs) return last.answer;
    const answer = client.me();
    const entry = { at, answer };
    last = entry;
    answer.catch(() => {
      if (last === entry) last = undefined;
    });
    return answer;
  };
  return shared as unknown as PortalClient;
}
