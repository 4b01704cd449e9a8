import { useQueryCacheContext } from '../contexts';
import type { Mutate } from './cache';

/** The provider's `mutate`, harmless once the provider is gone (a write answering after it does nothing). */
export function useCacheMutate(): Mutate {
  return useQueryCacheContext('useCacheMutate').mutate;
}
