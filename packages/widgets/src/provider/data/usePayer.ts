import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '../../api';
import { portalKeys } from './keys';
import { useSwitchAccount } from './switchAccount';
import { freshUser, useFreshRead } from './freshRead';

/** The API has another player signed in (or none) than the one the page shows: a money write was not sent. */
export class PayerChangedError extends Error {
  constructor(readonly shown: string | undefined) {
    super('Another player is signed in: nothing was sent');
    this.name = 'PayerChangedError';
  }
}

/**
 * The payer, checked before every money write: `GET /api/me` read past the cache ({@link useFreshRead}: a 401 ends
 * or suspends the session) must name `shown`, the account the page shows. When it names another player, nothing is
 * sent: the previous player's data is dropped and the page starts afresh for the one signed in, saying so
 * ({@link useSwitchAccount}), and the write rejects with {@link PayerChangedError}. The session cookie is the
 * browser's, not the page's: a login on the game's homepage (another origin, its element) changes it with no word to
 * this page. Resolves with the player's fresh user (their balance as the server has it just before the write).
 */
export function usePayer(caller: string): (shown: string | undefined) => Promise<User> {
  const read = useFreshRead(caller);
  const switchAccount = useSwitchAccount();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (shown: string | undefined) => {
      const user = await read(freshUser);
      // A page that shows no payer sends nothing either.
      if (!switchAccount(shown, user.username, 'elsewhere') && shown !== undefined) return user;
      void mutate(portalKeys.user, user, { revalidate: false });
      throw new PayerChangedError(shown);
    },
    [read, switchAccount, mutate],
  );
}
