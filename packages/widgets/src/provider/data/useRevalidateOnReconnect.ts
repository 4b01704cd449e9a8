import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { portalKeys } from './keys';

const dataKeys = new Set<string>(Object.values(portalKeys).map((key) => key[1]));

/** One of the {@link portalKeys} (not a token's check, which runs once per token). */
function isDataKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'portal' && dataKeys.has(key[1] as string);
}

/**
 * Back online, the data on screen loads again at once. SWR's own reconnect revalidation is deduped: within
 * `dedupingInterval` of the last load (a short drop) it sent nothing and a load that failed offline stayed failed.
 * A revalidation through `mutate` skips the dedupe; only mounted queries fetch.
 */
export function useRevalidateOnReconnect(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const onOnline = () => void mutate(isDataKey);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [mutate]);
}
