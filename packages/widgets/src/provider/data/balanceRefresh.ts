import type { ScopedMutator } from 'swr';
import { portalKeys } from './keys';

/** What a money write may move: the balance (on the user) and the history. */
export const balanceKeys = [portalKeys.user, portalKeys.transactions] as const;

/**
 * The balance refresh, the one of every money write done, of another tab's, and of a write found done after a lost
 * answer: the balance and the history loaded again past the dedupe (swr's `mutate` of each, so the mounted queries
 * load again and useUser's read finds another player, if any, as every read of the user does).
 */
export function refreshBalance(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all(balanceKeys.map((key) => mutate(key)));
}
