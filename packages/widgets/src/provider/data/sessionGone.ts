import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../api';
import { useCacheLifeContext } from '../contexts';
import type { SessionRenewal } from '../session/sessionRenewal';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { userKey } from './keys';

/** Whether a failure says the session is gone: the API answered 401. */
export function isSessionGone(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 401;
}

/** The session as the rule sees it: whether it has ended (the user is null), and its end. */
export interface SessionEnd {
  ended: () => boolean;
  end: () => void | Promise<void>;
}

/** What became of a session found gone. */
export type SessionGone = 'suspended' | 'ended';

/**
 * The one rule of a session found gone (a 401 on a load, a write or a read past the cache, or `GET /api/me` finding
 * no one under a player on screen): where a renewal dialog is hosted the session is suspended (the player logs in
 * again over the page, and what they typed stays), else it ends, once (every cached response cleared, the user null;
 * the host's gate then sends the player to its login page).
 */
export async function sessionGone(
  session: SessionEnd,
  renewal: SessionRenewal | null | undefined,
): Promise<SessionGone> {
  if (renewal?.hosted()) {
    renewal.suspend();
    return 'suspended';
  }
  if (!session.ended()) await session.end();
  return 'ended';
}

/** {@link sessionGone} for this provider's cache and renewal dialog. */
export function useSessionGone(): () => Promise<SessionGone> {
  const { cache } = useSWRConfig();
  const life = useCacheLifeContext('useSessionGone');
  const renewal = useSessionRenewal();
  return useCallback(
    () =>
      sessionGone(
        { ended: () => cache.get(userKey)?.data === null, end: life.endSession },
        renewal,
      ),
    [cache, life, renewal],
  );
}
