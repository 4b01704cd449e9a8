import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { isPlayerDataKey } from './keys';

/**
 * Whether the API has another player signed in (`next`, a username) than `previous`, the player the page shows: the
 * one answer to "is another player signed in?". No one on either side (undefined: not known yet; null: nobody) is
 * not another player: a page that showed no one holds nothing of a player's, and no one signed in is the session's
 * end, not a change of player.
 */
export function isAnotherPlayer(
  previous: string | null | undefined,
  next: string | null | undefined,
): boolean {
  return typeof previous === 'string' && typeof next === 'string' && previous !== next;
}

/** What {@link useSwitchAccount} answers: switches to `next` if it is another player than `previous`; says whether. */
export type SwitchAccount = (
  previous: string | null | undefined,
  next: string | null | undefined,
  from: 'here' | 'elsewhere',
) => boolean;

/**
 * Another player is signed in now than the one the page shows ({@link isAnotherPlayer}): nothing of the previous
 * player's stays on screen (every cached answer of theirs is dropped: {@link isPlayerDataKey}) and nothing they chose
 * may be sent for this one (everything below AccountScope mounts afresh: the renewal store's `changeAccount`).
 * `elsewhere`: heard from outside the page (a read of the user, another tab, another site's element sharing the
 * API's cookie), so the page says another player signed in; `here`, a login over the page (the renewal dialog), says
 * nothing. The one place every way of finding another player goes through; the same player changes nothing.
 */
export function useSwitchAccount(): SwitchAccount {
  const { mutate } = useSWRConfig();
  const renewal = useSessionRenewal();
  return useCallback(
    (previous, next, from) => {
      if (!isAnotherPlayer(previous, next)) return false;
      void mutate(isPlayerDataKey, undefined);
      renewal?.changeAccount(from === 'elsewhere');
      return true;
    },
    [mutate, renewal],
  );
}
