import { useCallback } from 'react';
import { transactions, type Transaction } from '../../api';
import { usePortalClient, useTiming } from '../hooks';
import { wait } from '../wait';
import { useCacheMutate } from './useCacheMutate';
import { portalKeys } from './keys';
import { transactionsShown } from './queries';

/**
 * Polls the history until `find` finds what it waits for in it (returns something other than undefined), or the
 * waits run out (undefined). Rejects when `signal` aborts.
 */
export type PendingPoll = <T>(
  find: (history: readonly Transaction[]) => T | undefined,
  signal: AbortSignal,
) => Promise<T | undefined>;

/**
 * The one poller of pending transactions: the history is fetched again after each of the provider's waits
 * (`timing.pendingPollMs`: 1, 2, 3, 4 and 5 s apart) and written into the shared cache, so every view of it (the
 * history table, a card being followed) sees the same rows; a read that fails is skipped, the next wait still comes.
 */
export function usePendingPoll(): PendingPoll {
  const client = usePortalClient('usePendingPoll');
  const mutate = useCacheMutate();
  const { pendingPollMs } = useTiming('usePendingPoll');
  return useCallback(
    async <T>(
      find: (history: readonly Transaction[]) => T | undefined,
      signal: AbortSignal,
    ): Promise<T | undefined> => {
      for (const delay of pendingPollMs) {
        await wait(delay, signal);
        const history = await mutate<Transaction[]>(
          portalKeys.transactions,
          transactions(client).then((rows) => rows.slice(0, transactionsShown)),
          { revalidate: false },
        ).catch(() => undefined);
        if (signal.aborted) throw signal.reason;
        if (history === undefined) continue;
        const found = find(history);
        if (found !== undefined) return found;
      }
      return undefined;
    },
    [client, mutate, pendingPollMs],
  );
}
