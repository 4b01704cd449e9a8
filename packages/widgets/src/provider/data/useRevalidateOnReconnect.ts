import { useEffect } from 'react';
import { useQueryCacheContext } from '../contexts';
import type { QueryKey } from './cacheEntry';
import { portalKeys } from './keys';

const dataKeys = new Set<string>(Object.values(portalKeys).map((key) => key[1]));

/** One of the {@link portalKeys} (not a token's check, which runs once per token). */
function isDataKey(key: QueryKey): boolean {
  return key[0] === 'portal' && dataKeys.has(key[1] as string);
}

/**
 * Back online, the data on screen loads again at once, past the dedupe: a short drop (within the dedupe window of
 * the last load) still loads, and a load that failed offline is tried again. Only mounted queries load.
 */
export function useRevalidateOnReconnect(): void {
  const cache = useQueryCacheContext('useRevalidateOnReconnect');
  useEffect(() => {
    const onOnline = () => void cache.mutate(isDataKey);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [cache]);
}
