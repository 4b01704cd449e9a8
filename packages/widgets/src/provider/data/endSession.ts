import type { ScopedMutator, Unloader } from 'swr';
import { useCacheLifeContext } from '../contexts';
import { portalKeys } from './keys';

/**
 * Ends the session in a provider's cache: swr's `unload` drops every response and the requests on their way (their
 * answers, sent with the old session, are discarded, and a screen opened again asks afresh instead of waiting on
 * one), then the user is set to null.
 */
export async function endSession(mutate: ScopedMutator, unload: Unloader): Promise<void> {
  unload({ revalidate: false });
  await mutate(portalKeys.user, null, { revalidate: false });
}

/** {@link endSession} for this provider's cache (nothing once the provider is gone). */
export function useEndSession(): () => Promise<void> {
  return useCacheLifeContext('useEndSession').endSession;
}
