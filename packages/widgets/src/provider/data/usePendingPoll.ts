import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Transaction } from '../../api';
import { usePortalClient, useTiming } from '../contextHooks';
import { portalKeys } from './keys';
import { recentTransactions, useHistoryOptions } from './queries';

/**
 * Polls the history until `find` finds what it waits for in it (returns something other than undefined), or the
 * waits run out (undefined). Rejects when `signal` aborts.
 */
export type PendingPoll = <T>(
  find: (history: readonly Transaction[]) => T | undefined,
  signal: AbortSignal,
) => Promise<T | undefined>;

/** A poll on its way: what it looks for in each answer, and its end. */
interface Poll {
  find: (history: readonly Transaction[]) => unknown;
  end: (found: unknown) => void;
}

/**
 * The one poller of pending transactions, on swr's `refreshInterval`: while a poll runs, the history is fetched again
 * after each of the provider's waits (`timing.pendingPollMs`: 1, 2, 3, 4 and 5 s apart) into the shared cache, so
 * every view of it (the history table, a card being followed) sees the same rows. A read that fails is reported and
 * retried as any load's; the next wait still comes. One poll at a time per hook.
 */
export function usePendingPoll(): PendingPoll {
  const client = usePortalClient('usePendingPoll');
  const { pendingPollMs } = useTiming('usePendingPoll');
  const [poll, setPoll] = useState<Poll | null>(null);
  const polls = useRef(0);
  // swr asks for the wait before the next read as the poll starts, then after each read, with the history it left.
  const refreshInterval = useCallback(
    (history: readonly Transaction[] | undefined) => {
      if (!poll) return 0;
      const found = polls.current > 0 && history ? poll.find(history) : undefined;
      const wait = found === undefined ? pendingPollMs[polls.current] : undefined;
      if (wait === undefined) {
        poll.end(found);
        return 0;
      }
      polls.current += 1;
      return wait;
    },
    [poll, pendingPollMs],
  );
  useSWR(poll ? portalKeys.transactions : null, () => recentTransactions(client), {
    ...useHistoryOptions('usePendingPoll'),
    refreshInterval,
    // The first read comes after the first wait (the card was just sent, the pending row just read) ...
    revalidateOnMount: false,
    revalidateIfStale: false,
    // ... and every wait reads, the tab hidden or not: a card sent is followed until it settles.
    refreshWhenHidden: true,
  });

  return useCallback(
    <T>(find: (history: readonly Transaction[]) => T | undefined, signal: AbortSignal) =>
      new Promise<T | undefined>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const stop = () => {
          signal.removeEventListener('abort', onAbort);
          setPoll((running) => (running === current ? null : running));
        };
        const onAbort = () => {
          stop();
          reject(signal.reason);
        };
        const current: Poll = {
          find,
          end: (found) => {
            stop();
            resolve(found as T | undefined);
          },
        };
        signal.addEventListener('abort', onAbort, { once: true });
        polls.current = 0;
        setPoll(current);
      }),
    [],
  );
}
