import { useEffect, useRef, useState } from 'react';
import type { Transaction } from '../../api';
import { useTransactions, type QueryResult } from '../../provider';

/** How long to wait before each refetch while a transaction is pending: 2 s, 4 s, 8 s, then it stops. */
export const pendingRefetchDelaysMs: readonly number[] = [2000, 4000, 8000, 8000];

/** Options of {@link useTransactionTable}. */
export interface UseTransactionTableOptions {
  /** The waits before each refetch while a transaction is pending; after the last one it stops. */
  refetchDelaysMs?: readonly number[] | undefined;
}

const isPending = (transaction: Transaction) => transaction.status === 'pending';

/**
 * The 15 most recent transactions; while one of them is pending the list refetches itself a few
 * times with growing waits, so a card settles on screen, then stops.
 */
export function useTransactionTable({
  refetchDelaysMs = pendingRefetchDelaysMs,
}: UseTransactionTableOptions = {}): QueryResult<Transaction[]> {
  const result = useTransactions();
  const hasPending = result.status === 'ready' && result.data.some(isPending);
  const reload = useRef<() => void>(() => {});
  const latestReload = result.status === 'ready' ? result.reload : undefined;
  useEffect(() => {
    if (latestReload) reload.current = latestReload;
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wait = refetchDelaysMs[attempt];
    if (!hasPending || wait === undefined) return;
    const timer = setTimeout(() => {
      setAttempt((done) => done + 1);
      reload.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [hasPending, attempt, refetchDelaysMs]);

  return result;
}
