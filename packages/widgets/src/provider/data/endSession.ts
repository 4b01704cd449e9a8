import { useCallback } from 'react';
import { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import { useCacheMutate } from './useCacheMutate';
import { portalKeys } from './keys';

/**
 * Forgets the requests still on their way in this cache. A screen opened after the session ended (and began again)
 * would otherwise wait on one of them, sent with the old session, whose answer SWR then drops as stale: that
 * screen would say 'loading' for ever. (SWR's own table of requests, internal to swr 2, kept third in its state.)
 */
function forgetRequestsOnTheirWay(cache: Cache): void {
  const fetches = SWRGlobalState.get(cache)?.[2];
  if (!fetches) return;
  for (const key of Object.keys(fetches)) delete fetches[key];
}

/** Ends the session in this cache: requests on their way forgotten, every response cleared, the user null. */
export async function endSession(cache: Cache, mutate: ScopedMutator): Promise<void> {
  forgetRequestsOnTheirWay(cache);
  await mutate(() => true, undefined, { revalidate: false });
  await mutate(portalKeys.user, null, { revalidate: false });
}

/** {@link endSession} for this provider's cache (nothing once the provider is gone). */
export function useEndSession(): () => Promise<void> {
  const { cache } = useSWRConfig();
  const mutate = useCacheMutate();
  return useCallback(() => endSession(cache, mutate), [cache, mutate]);
}
