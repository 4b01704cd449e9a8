import { useCallback } from 'react';
import { useQueryCacheContext } from '../contexts';
import type { QueryCache } from './cache';
import { portalKeys } from './keys';

/**
 * Ends the session in this cache: the loads on their way forgotten (their answers, sent with the old session, are
 * dropped rather than written into the next session's cache), every response cleared, the user null.
 */
export async function endSession(cache: QueryCache): Promise<void> {
  cache.forgetLoads();
  await cache.mutate(() => true, undefined, { revalidate: false });
  await cache.mutate(portalKeys.user, null, { revalidate: false });
}

/** {@link endSession} for this provider's cache (nothing once the provider is gone). */
export function useEndSession(): () => Promise<void> {
  const cache = useQueryCacheContext('useEndSession');
  return useCallback(() => endSession(cache), [cache]);
}
