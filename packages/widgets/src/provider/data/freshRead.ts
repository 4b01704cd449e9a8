import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import {
  accountZones,
  giftCodes,
  me,
  transactions,
  type AccountZone,
  type GiftCode,
  type PortalTransport,
  type Transaction,
  type User,
} from '../../api';
import { useCacheLifeContext } from '../contexts';
import { usePortalClient } from '../contextHooks';
import { portalKeys } from './keys';
import { shownOfHistory } from './queries';
import { isSessionGone, useSessionGone } from './sessionGone';

/**
 * One read past the cache: what it loads and, for what the screen shows at once, how its answer goes into the cache.
 * One constant per read (not a table of them), so a page's code carries only the reads it makes.
 */
export interface FreshReadOf<Data> {
  load: (client: PortalTransport) => Promise<Data>;
  show?: (data: Data, mutate: ScopedMutator) => void;
}

/** The player signed in. Not cached here: which player it names is useUser's read to find (a look-up hands it on). */
export const freshUser: FreshReadOf<User> = { load: me };

/**
 * The history, whole: a look-up searches every row the API sends (a card or a recharge behind 15 later rows is
 * still found); the cache keeps what the table shows.
 */
export const freshHistory: FreshReadOf<Transaction[]> = {
  load: transactions,
  show: (history, mutate) =>
    void mutate(portalKeys.transactions, shownOfHistory(history), { revalidate: false }),
};

/** The gift codes, shown as read. */
export const freshGiftCodes: FreshReadOf<GiftCode[]> = {
  load: giftCodes,
  show: (codes, mutate) => void mutate(portalKeys.giftCodes, codes, { revalidate: false }),
};

/**
 * The account's zones. Not cached here: the spec refetches them 3 s after a move, and the upgrade screen ends then,
 * once it has said the move was done.
 */
export const freshAccountZones: FreshReadOf<AccountZone[]> = { load: accountZones };

/** Reads `what` from the server now. */
export type FreshRead = <Data>(what: FreshReadOf<Data>) => Promise<Data>;

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
    async <Data>(what: FreshReadOf<Data>): Promise<Data> => {
      let data: Data;
      try {
        data = await what.load(client);
      } catch (error) {
        if (isSessionGone(error)) await gone();
        throw error;
      }
      if (what.show && !life.released()) what.show(data, mutate);
      return data;
    },
    [client, gone, mutate, life],
  );
}
