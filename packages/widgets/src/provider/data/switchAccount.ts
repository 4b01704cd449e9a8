import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { isPlayerDataKey } from './keys';

/**
 * Another player is signed in now than the one the page shows: nothing of the previous player's stays on screen
 * (every cached answer but the user's is dropped) and nothing they chose may be sent for this one (everything below
 * AccountScope mounts afresh). `elsewhere`: heard from outside the page (a read of the user, another tab, another
 * site's element sharing the API's cookie), so the page says another player signed in; a login over the page (the
 * renewal dialog) says nothing. The one place every way of finding another player goes through.
 */
export function useSwitchAccount(): (elsewhere: boolean) => void {
  const { mutate } = useSWRConfig();
  const renewal = useSessionRenewal();
  return useCallback(
    (elsewhere: boolean) => {
      void mutate(isPlayerDataKey, undefined);
      renewal?.changeAccount(elsewhere);
    },
    [mutate, renewal],
  );
}
