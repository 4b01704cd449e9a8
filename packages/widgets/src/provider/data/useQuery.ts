import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryCacheContext } from '../contexts';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { idleState, serialiseKey, type QueryKey, type QueryState } from './cacheEntry';

/** What {@link useQuery} answers; `loading` is a first load on its way (no data yet). */
export interface Query<Data> {
  data: Data | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again now, past the dedupe; resolves with the data then. */
  revalidate: () => Promise<Data | undefined>;
}

/** A token's check is `immutable`: loaded once per key, never again on focus, reconnect or a failure by itself. */
export interface QueryOptions {
  immutable?: boolean;
}

/**
 * The provider's cached answer of `key`, loaded with `fetcher` when it mounts unless fresh (another load of the key
 * on its way, or an answer younger than the dedupe window); a `null` key is held (nothing loads).
 */
export function useQuery<Data>(
  key: QueryKey | null,
  fetcher: () => Promise<Data>,
  { immutable = false }: QueryOptions = {},
): Query<Data> {
  const cache = useQueryCacheContext('useQuery');
  const id = key === null ? null : serialiseKey(key);
  // The same key for as long as its string is the same (a token's key is built again on each render).
  const stableKey = useMemo(() => (id === null ? null : (JSON.parse(id) as QueryKey)), [id]);
  const latestFetcher = useRef(fetcher);
  useIsomorphicLayoutEffect(() => {
    latestFetcher.current = fetcher;
  });

  const subscribe = useCallback(
    (onChange: () => void) =>
      stableKey === null ? () => {} : cache.subscribe(stableKey, onChange),
    [cache, stableKey],
  );
  const read = () => (stableKey === null ? idleState : cache.read(stableKey));
  const state = useSyncExternalStore(subscribe, read, read) as QueryState<Data>;

  // The load starts in the commit, before the browser paints.
  useIsomorphicLayoutEffect(() => {
    if (stableKey === null) return;
    return cache.observe(stableKey, { load: () => latestFetcher.current(), immutable });
  }, [cache, stableKey, immutable]);

  const revalidate = useCallback(
    () => (stableKey === null ? Promise.resolve(undefined) : cache.mutate<Data>(stableKey)),
    [cache, stableKey],
  );
  return {
    data: state.data,
    error: state.error,
    loading: state.validating && state.data === undefined,
    revalidate,
  };
}
