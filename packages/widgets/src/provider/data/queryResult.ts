import type { SWRResponse } from 'swr';

/** What a query hook answers: loading, failed (with a retry), or ready (with a reload). */
export type QueryResult<Data> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: Data; reload: () => void };

/**
 * SWR's answer as a {@link QueryResult}: data already there stays ready while it revalidates; a
 * retry after a failure is loading again until its answer comes.
 */
export function queryResultOf<Data>(swr: SWRResponse<Data, unknown>): QueryResult<Data> {
  const { data, error, isLoading, mutate } = swr;
  const refetch = () => void mutate();
  if (data !== undefined) return { status: 'ready', data, reload: refetch };
  if (error !== undefined && !isLoading) return { status: 'failed', error, retry: refetch };
  return { status: 'loading' };
}
