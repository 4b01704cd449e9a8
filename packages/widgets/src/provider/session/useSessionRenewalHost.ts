import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '../../api';
import { useEndSession } from '../data/endSession';
import { isPlayerDataKey } from '../data/keys';
import { useSwitchAccount } from '../data/switchAccount';
import { useUser } from '../data/useUser';
import { useSessionRenewal, useSessionSuspended } from './useSessionRenewal';

/**
 * What a renewal dialog needs: it hosts the renewal while mounted; `open` while the session is suspended;
 * `renewed(user)` once the player logged in again (every query on screen loads again; another account's data is
 * dropped first, and every form of the page starts afresh: see AccountScope); `giveUp()` ends the session as a 401
 * would have.
 */
export function useSessionRenewalHost() {
  const renewal = useSessionRenewal();
  const open = useSessionSuspended();
  const user = useUser();
  const { mutate } = useSWRConfig();
  const endSession = useEndSession();
  const switchAccount = useSwitchAccount();
  const username = useRef<string | null>(null);
  useEffect(() => renewal?.host(), [renewal]);
  useEffect(() => {
    if (user.status === 'signedIn' && !open) username.current = user.user.username;
  }, [user, open]);

  const renewed = useCallback(
    (next: User) => {
      renewal?.resume();
      // Another player: nothing the previous one chose or typed may be sent for this one (a server, an amount, a
      // name…). The same player: every response is read again but the user's, which the login just set.
      if (!switchAccount(username.current, next.username, 'here')) void mutate(isPlayerDataKey);
    },
    [renewal, mutate, switchAccount],
  );
  const giveUp = useCallback(() => {
    renewal?.resume();
    void endSession();
  }, [renewal, endSession]);

  return { open, renewed, giveUp };
}
