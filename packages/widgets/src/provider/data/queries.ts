import {
  accountZones,
  giftCodes,
  paymentMethods,
  rechargeConfig,
  transactions,
  zones,
} from '../../api';
import { usePortalClient } from '../hooks';
import { useHeldKey } from './QueryHold';
import { portalKeys } from './keys';
import { useQuery } from './useQuery';
import { useQueryResult, type QueryResult } from './useQueryResult';

/** The transactions page shows the 15 most recent. */
export const transactionsShown = 15;

/** Cards, e-wallets and bank transfers. */
export function usePaymentMethods() {
  const client = usePortalClient('usePaymentMethods');
  return useQueryResult(
    useQuery(useHeldKey(portalKeys.paymentMethods), () => paymentMethods(client)),
  );
}

/** The coin name and payable amounts of game recharge. */
export function useRechargeConfig() {
  const client = usePortalClient('useRechargeConfig');
  return useQueryResult(
    useQuery(useHeldKey(portalKeys.rechargeConfig), () => rechargeConfig(client)),
  );
}

/** The 15 most recent transactions, newest first (fetched with a `nocache` timestamp). */
export function useTransactions() {
  const client = usePortalClient('useTransactions');
  return useQueryResult(
    useQuery(useHeldKey(portalKeys.transactions), async () =>
      (await transactions(client)).slice(0, transactionsShown),
    ),
  );
}

/** The game's servers. */
export function useZones() {
  const client = usePortalClient('useZones');
  return useQueryResult(useQuery(useHeldKey(portalKeys.zones), () => zones(client)));
}

/** The player's balances per server. */
export function useAccountZones() {
  const client = usePortalClient('useAccountZones');
  return useQueryResult(useQuery(useHeldKey(portalKeys.accountZones), () => accountZones(client)));
}

/** Every gift code and whether the player has claimed it. */
export function useGiftCodes() {
  const client = usePortalClient('useGiftCodes');
  return useQueryResult(useQuery(useHeldKey(portalKeys.giftCodes), () => giftCodes(client)));
}

export type { QueryResult };
