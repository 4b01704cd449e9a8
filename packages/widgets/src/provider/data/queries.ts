import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import {
  accountZones,
  giftCodes,
  isApiError,
  me,
  paymentMethods,
  rechargeConfig,
  transactions,
  zones,
  type PortalTransport,
  type User,
} from '../../api';
import { usePortalClient } from '../hooks';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { useHeldKey } from './QueryHold';
import { portalKeys } from './keys';
import { useQueryResult, type QueryResult } from './useQueryResult';

/** The transactions page shows the 15 most recent. */
export const transactionsShown = 15;

/** `GET /api/me`, with a 401 read as logged out (null). */
export async function currentUser(client: PortalTransport): Promise<User | null> {
  try {
    return await me(client);
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) return null; // logged out, not an error
    throw error;
  }
}

/**
 * Who is there: `loading` (first fetch), `failed` (the API could not be reached: `error` and
 * `retry`), `signedOut` (`/api/me` answered 401) or `signedIn` with the `user`.
 */
export type UserState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User };

/** What {@link useUser} answers: the state, and a reload of `GET /api/me`. */
export type UserResult = UserState & { reload: () => Promise<User | null | undefined> };

/**
 * The signed-in player as a {@link UserState} plus `reload()`; switch on `status`. A player on screen whose session
 * ended stays on screen while a renewal dialog is mounted (the session is suspended: they log in again over the page).
 */
export function useUser(): UserResult {
  const client = usePortalClient('useUser');
  const renewal = useSessionRenewal();
  const shown = useRef<User | null | undefined>(undefined);
  const swr = useSWR(portalKeys.user, async () => {
    const user = await currentUser(client);
    if (user === null && shown.current && renewal?.hosted()) {
      renewal.suspend();
      return shown.current;
    }
    return user;
  });
  useEffect(() => {
    shown.current = swr.data;
  }, [swr.data]);
  const reload = () => swr.mutate();
  const result = useQueryResult(swr);
  switch (result.status) {
    case 'loading':
    case 'failed':
      return { ...result, reload };
    case 'ready':
      return result.data === null
        ? { status: 'signedOut', reload }
        : { status: 'signedIn', user: result.data, reload };
    default:
      return result satisfies never;
  }
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

/** The 15 most recent transactions, newest first (fetched with a `nocache` timestamp). */
export function useTransactions() {
  const client = usePortalClient('useTransactions');
  return useQueryResult(
    useSWR(useHeldKey(portalKeys.transactions), async () =>
      (await transactions(client)).slice(0, transactionsShown),
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
