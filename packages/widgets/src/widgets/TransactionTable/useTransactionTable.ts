import { useEffect } from 'react';
import type { Transaction } from '../../api';
import { usePendingPoll, useTransactions, type QueryResult } from '../../provider';

const isPending = (transaction: Transaction) => transaction.status === 'pending';

/**
 * The 15 most recent transactions; while one of them is pending the list is fetched again by the one poller of
 * pending transactions (the provider's waits, growing), so a card settles on screen, then it stops.
 */
export function useTransactionTable(): QueryResult<Transaction[]> {
  const result = useTransactions();
  const poll = usePendingPoll();
  const hasPending = result.status === 'ready' && result.data.some(isPending);

  useEffect(() => {
    if (!hasPending) return;
    const life = new AbortController();
    // Each read lands in the cache this list shows; the polls end once none is pending or the waits run out.
    poll((history) => (history.some(isPending) ? undefined : true), life.signal).catch(() => {});
    return () => life.abort();
  }, [hasPending, poll]);

  return result;
}
