import { useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { SWRGlobalState } from 'swr/_internal';

/**
 * The provider's `mutate`, harmless once the provider is gone: SWR drops a provider's cache when it unmounts, and a
 * write that answers after that (a story switched, an element taken out of the page mid-request) would throw
 * "Cannot read properties of undefined" from SWR. Such an update has nobody to tell, so it does nothing.
 */
export function useCacheMutate(): ScopedMutator {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => {
    const call = mutate as (...args: unknown[]) => Promise<unknown>;
    const guarded = (...args: unknown[]) =>
      SWRGlobalState.has(cache) ? call(...args) : Promise.resolve(undefined);
    return guarded as ScopedMutator;
  }, [cache, mutate]);
}
