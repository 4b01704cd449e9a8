import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  accountZones,
  giftCodes,
  paymentMethods,
  rechargeConfig,
  transactions,
  withSkippedOf,
  zones,
  type PortalTransport,
  type Transaction,
} from '../../api';
import { usePortalClient, useTiming } from '../contextHooks';
import { useHeldKey } from './QueryHold';
import { portalKeys } from './keys';
import { useQueryResult, type QueryResult } from './useQueryResult';

/** The transactions page shows the 15 most recent. */
export const transactionsShown = 15;

/**
 * The 15 most recent transactions, newest first (fetched with a `nocache` timestamp), carrying the count of rows the
 * decoder left out (`skippedCount`).
 */
export async function recentTransactions(client: PortalTransport) {
  return shownOfHistory(await transactions(client));
}

/** What the history's table shows of the whole history: its {@link transactionsShown} newest rows. */
export function shownOfHistory(history: Transaction[]) {
  return withSkippedOf(history.slice(0, transactionsShown), history);
}

/**
 * The options of every query of the history: deduped no longer than the pending poll's first wait
 * (`timing.pendingPollMs`), so that each of its polls asks the server (usePendingPoll) rather than taking the answer
 * of a load just before it.
 */
export function useHistoryOptions(consumerName: string): SWRConfiguration {
  const { dedupingInterval } = useSWRConfig();
  const [firstPoll = dedupingInterval] = useTiming(consumerName).pendingPollMs;
  return { dedupingInterval: Math.min(dedupingInterval, firstPoll) };
}

/** Cards, e-wallets and bank transfers. */
export function usePaymentMethods() {
  const client = usePortalClient('usePaymentMethods');
  return useQueryResult(
    useSWR(useHeldKey(portalKeys.paymentMethods), () => paymentMethods(client)),
  );
}

/** The coin name and payable amounts of game recharge. */
export function useRechargeConfig() {
  const client = usePortalClient('useRechargeConfig');
  return useQueryResult(
    useSWR(useHeldKey(portalKeys.rechargeConfig), () => rechargeConfig(client)),
  );
}

/** The 15 most recent transactions, newest first. */
export function useTransactions() {
  const client = usePortalClient('useTransactions');
  return useQueryResult(
    useSWR(
      useHeldKey(portalKeys.transactions),
      () => recentTransactions(client),
      useHistoryOptions('useTransactions'),
    ),
  );
}

/** The game's servers. */
export function useZones() {
  const client = usePortalClient('useZones');
  return useQueryResult(useSWR(useHeldKey(portalKeys.zones), () => zones(client)));
}

/** The player's balances per server. */
export function useAccountZones() {
  const client = usePortalClient('useAccountZones');
  return useQueryResult(useSWR(useHeldKey(portalKeys.accountZones), () => accountZones(client)));
}

/** Every gift code and whether the player has claimed it. */
export function useGiftCodes() {
  const client = usePortalClient('useGiftCodes');
  return useQueryResult(useSWR(useHeldKey(portalKeys.giftCodes), () => giftCodes(client)));
}

export type { QueryResult };
