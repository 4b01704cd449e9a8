import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { accountZones, giftCodes, me, transactions } from '../../api';
import { useCacheLifeContext } from '../contexts';
import { usePortalClient } from '../contextHooks';
import { portalKeys } from './keys';
import { shownOfHistory } from './queries';
import { isSessionGone, useSessionGone } from './sessionGone';

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

/**
 * What is read past the cache, under the key of the same name. The history whole: a look-up searches every row the
 * API sends (a card or a recharge behind 15 later rows is still found), and the cache keeps what the table shows.
 */
const freshReads = {
  user: me,
  transactions,
  giftCodes,
  accountZones,
};

/**
 * The reads whose answer the screen shows at once. Not the user's (which player it names is useUser's read to find,
 * so a look-up that reads the user hands it on itself), nor the account zones' (the spec refetches them 3 s after a
 * move, and the upgrade screen ends then, once it has said the move was done).
 */
const shownAtOnce = new Set<keyof typeof freshReads>(['transactions', 'giftCodes']);

/** The data read past the cache. */
type FreshData = {
  [Name in keyof typeof freshReads]: Awaited<ReturnType<(typeof freshReads)[Name]>>;
};

/** Reads `name` from the server now. */
export type FreshRead = <Name extends keyof typeof freshReads>(
  name: Name,
) => Promise<FreshData[Name]>;

/**
 * The one read past the cache, of every look-up (the payer before a money write, a write's outcome after a lost
 * answer, a card followed again): `read` is sent now, whatever swr holds (its revalidation would resolve with the
 * data of before when the read fails; this rejects). A 401 is the session gone, as on any load or write
 * ({@link useSessionGone}: suspended under a renewal dialog, else ended), never only a failed look-up. The history's
 * and the gift list's answer goes into the cache under its key: the screen shows what the look-up saw.
 */
export function useFreshRead(consumerName: string): FreshRead {
  const client = usePortalClient(consumerName);
  const gone = useSessionGone();
  const { mutate } = useSWRConfig();
  const life = useCacheLifeContext(consumerName);
  return useCallback(
    async <Name extends keyof typeof freshReads>(name: Name): Promise<FreshData[Name]> => {
      let data: FreshData[Name];
      try {
        data = (await freshReads[name](client)) as FreshData[Name];
      } catch (error) {
        if (isSessionGone(error)) await gone();
        throw error;
      }
      if (shownAtOnce.has(name) && !life.released()) {
        const shown =
          name === 'transactions' ? shownOfHistory(data as FreshData['transactions']) : data;
        void mutate(portalKeys[name], shown, { revalidate: false });
      }
      return data;
    },
    [client, gone, mutate, life],
  );
}
