import useSWR from 'swr';
import { isApiError, type PortalClient, type User } from '../../api';
import { usePortalClient } from '../hooks';
import { portalKeys } from './keys';

/** Spec section 2: the transactions page shows the 15 most recent. */
export const transactionsShown = 15;

/** `GET /api/me`, with a 401 read as logged out (null). */
export async function currentUser(client: PortalClient): Promise<User | null> {
  try {
    return await client.me();
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) return null; // logged out, not an error
    throw error;
  }
}

/** The signed-in player: `undefined` while loading, `null` when logged out. */
export function useUser() {
  const client = usePortalClient('useUser');
  const { data, error, isLoading, mutate } = useSWR(portalKeys.user, () => currentUser(client));
  return { user: data, error, isLoading, reload: mutate };
}

/** Cards, e-wallets and bank transfers. */
export function usePaymentMethods() {
  const client = usePortalClient('usePaymentMethods');
  return useSWR(portalKeys.paymentMethods, () => client.paymentMethods());
}

/** The coin name and payable amounts of game recharge. */
export function useRechargeConfig() {
  const client = usePortalClient('useRechargeConfig');
  return useSWR(portalKeys.rechargeConfig, () => client.rechargeConfig());
}

/** The 15 most recent transactions, newest first (fetched with a `nocache` timestamp). */
export function useTransactions() {
  const client = usePortalClient('useTransactions');
  return useSWR(portalKeys.transactions, async () =>
    (await client.transactions()).slice(0, transactionsShown),
  );
}

/** The game's servers. */
export function useZones() {
  const client = usePortalClient('useZones');
  return useSWR(portalKeys.zones, () => client.zones());
}

/** The player's balances per server. */
export function useAccountZones() {
  const client = usePortalClient('useAccountZones');
  return useSWR(portalKeys.accountZones, () => client.accountZones());
}

/** Every gift code and whether the player has claimed it. */
export function useGiftCodes() {
  const client = usePortalClient('useGiftCodes');
  return useSWR(portalKeys.giftCodes, () => client.giftCodes());
}
