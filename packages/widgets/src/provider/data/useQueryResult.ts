import { useState } from 'react';
import type { Query } from './useQuery';

/** What a query hook answers: loading, failed (with a retry), or ready (with a reload). */
export type QueryResult<Data> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: Data; reload: () => void };

/**
 * A query as a {@link QueryResult}: data already there stays ready while it revalidates; a player's retry after a
 * failure is loading again until its answer comes, while the cache's own retries in the background leave the failure
 * (and its 'Thử lại') on screen rather than a spinner that comes and goes.
 */
export function useQueryResult<Data>(query: Query<Data>): QueryResult<Data> {
  const { data, error, loading, revalidate } = query;
  // The failure the player asked to retry: loading is shown only for that retry's own answer.
  const [retried, setRetried] = useState<{ error: unknown } | null>(null);
  // A reload on a timer (a pending row's refetch) can fire after the provider is gone; nobody is left to tell, so a
  // rejection is dropped rather than left unhandled. (A failed load never rejects here: it is the query's error.)
  const refetch = () => {
    revalidate().catch(() => {});
  };
  if (data !== undefined) return { status: 'ready', data, reload: refetch };
  const retrying = loading && retried !== null && retried.error === error;
  if (error !== undefined && !retrying) {
    const retry = () => {
      setRetried({ error });
      refetch();
    };
    return { status: 'failed', error, retry };
  }
  return { status: 'loading' };
}
