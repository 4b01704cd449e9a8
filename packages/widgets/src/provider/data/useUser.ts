import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type Cache } from 'swr';
import { isApiError, me, type PortalTransport, type User } from '../../api';
import { usePortalClient } from '../contextHooks';
import { portalKeys } from './keys';
import { useSessionGone } from './sessionGone';
import { useSwitchAccount } from './switchAccount';
import { useQueryResult } from './useQueryResult';

// Apart from the other queries: every page asks who is there, and a module sits whole in one chunk, so beside them
// the login page's chunk carried every query's endpoints and schemas (payment, zones, gifts).

/**
 * `GET /api/me`, with a 401 read as no one signed in (null): the one reading of that answer, for the widgets and the
 * host alike (the host's check of a page shown again from the back/forward cache).
 */
export async function currentUser(client: PortalTransport): Promise<User | null> {
  try {
    return await me(client);
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) return null; // logged out, not an error
    throw error;
  }
}

/** When each provider's cache (swr's) last had the user written by a read outside its query: a login's. */
const readAt = new WeakMap<Cache, number>();

/**
 * Notes that `cache` has the user as the server answered it just now (a login's or a registration's read), so a
 * query of the user mounted within swr's `dedupingInterval` takes it instead of asking again: swr's dedupe, for a
 * read swr did not send itself (the gate mounted by the redirect after a login).
 */
export function userReadNow(cache: Cache): void {
  readAt.set(cache, Date.now());
}

/** Whether the user was read outside its query less than `ms` ago. */
function readWithin(cache: Cache, ms: number): boolean {
  return Date.now() - (readAt.get(cache) ?? -Infinity) < ms;
}

/**
 * Who is there: `loading` (first fetch), `failed` (the API could not be reached: `error` and
 * `retry`), `signedOut` (`/api/me` answered 401) or `signedIn` with the `user`.
 */
export type UserState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User };

/** What {@link useUser} answers: the state, and a reload of `GET /api/me`. */
export type UserResult = UserState & { reload: () => Promise<User | null | undefined> };

/**
 * The signed-in player as a {@link UserState} plus `reload()`; switch on `status`. A player on screen whose session
 * ended stays on screen while a renewal dialog is mounted (the session is suspended: they log in again over the page),
 * else the session ends ({@link useSessionGone}).
 */
export function useUser(): UserResult {
  const client = usePortalClient('useUser');
  const gone = useSessionGone();
  const { cache, dedupingInterval } = useSWRConfig();
  // Read by swr as the query mounts (its first revalidation); a later render's value changes nothing.
  const justRead = readWithin(cache, dedupingInterval);
  const switchAccount = useSwitchAccount();
  const shown = useRef<User | null | undefined>(undefined);
  const query = useSWR(
    portalKeys.user,
    async () => {
      const user = await currentUser(client);
      // No one signed in under a player on screen: the session is gone (sessionGone: suspended under a renewal
      // dialog, the player staying on screen; else ended, every cached answer dropped).
      if (user === null && shown.current && (await gone()) === 'suspended') return shown.current;
      // Any read that finds another player than the one on screen (on focus, on return, a poll, another tab's word, a
      // login on another site's element that shares the API's cookie) starts the page afresh for them, and says so.
      switchAccount(shown.current?.username, user?.username, 'elsewhere');
      return user;
    },
    { revalidateIfStale: !justRead },
  );
  useEffect(() => {
    shown.current = query.data;
  }, [query.data]);
  const reload = () => query.mutate();
  const result = useQueryResult(query);
  switch (result.status) {
    case 'loading':
    case 'failed':
      return { ...result, reload };
    case 'ready':
      return result.data === null
        ? { status: 'signedOut', reload }
        : { status: 'signedIn', user: result.data, reload };
    default:
      return result satisfies never;
  }
}
