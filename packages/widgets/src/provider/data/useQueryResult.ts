import { useState } from 'react';
import type { SWRResponse } from 'swr';

/** What a query hook answers: loading, failed (with a retry), or ready (with a reload). */
export type QueryResult<Data> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: Data; reload: () => void };

/**
 * swr's answer as a {@link QueryResult}: data already there stays ready while it revalidates; a player's retry after a
 * failure is loading again until its answer comes, while swr's own retries in the background leave the failure (and
 * its 'Thử lại') on screen rather than a spinner that comes and goes. A held query (no key) is loading.
 */
export function useQueryResult<Data>(query: SWRResponse<Data, unknown>): QueryResult<Data> {
  const { data, error, isLoading, mutate } = query;
  // The failure the player asked to retry: loading is shown only for that retry's own answer.
  const [retried, setRetried] = useState<{ error: unknown } | null>(null);
  // A reload on a timer (a pending row's refetch) can fire after the provider is gone, when swr's mutate rejects:
  // nobody is left to tell. (A failed load never rejects here: swr keeps it as the query's error.)
  const refetch = () => {
    mutate().catch(() => {});
  };
  if (data !== undefined) return { status: 'ready', data, reload: refetch };
  const retrying = isLoading && retried !== null && retried.error === error;
  if (error !== undefined && !retrying) {
    const retry = () => {
      setRetried({ error });
      refetch();
    };
    return { status: 'failed', error, retry };
  }
  return { status: 'loading' };
}
