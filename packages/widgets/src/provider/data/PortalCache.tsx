import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { CacheLifeProvider, ReadAgainProvider, TabsChannelProvider } from '../contexts';
import type { User } from '../../api';
import type { PortalErrorHandler } from '../errorReport';
import type { SessionRenewal } from '../session/sessionRenewal';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { portalCacheConfig } from './cacheConfig';
import { createCacheLife, forgetEndedSessions } from './cacheLife';
import { refreshBalance } from './balanceRefresh';
import { isPlayerDataKey, portalKeys, userKey } from './keys';
import { reportLoadErrors } from './loadErrors';
import { createReadAgain } from './readAgain';
import { useTabsChannel } from './tabsChannel';

interface PortalCacheProps {
  /** The API's base URL: the tabs of this origin that use the same API tell each other of money writes, logins and logouts. */
  apiBase: string;
  onError: PortalErrorHandler;
  renewal: SessionRenewal;
  /** PortalProvider's `readAgainOnReturn`: the provider reads the data again on `pageshow` with `persisted`. */
  readAgainOnReturn: boolean;
  children: ReactNode;
}

/**
 * What swr does not do, on its public API: the load-error rules, reconnect past the dedupe, the data read again when
 * the page is shown again, the cache's life, the other tabs' money writes, logins and logouts.
 */
function CacheRules({ apiBase, onError, renewal, readAgainOnReturn, children }: PortalCacheProps) {
  const { cache, mutate, unload } = useSWRConfig();
  const [life] = useState(() => createCacheLife(mutate, unload));
  useIsomorphicLayoutEffect(() => life.attach(), [life]);

  const rules = useMemo(() => {
    const handle = reportLoadErrors(
      onError,
      { ended: () => cache.get(userKey)?.data === null, end: () => void life.endSession() },
      renewal,
    );
    return {
      onError: (error: unknown) => {
        // A load failing after the provider is gone has nobody to tell.
        if (!life.released()) handle(error);
      },
      use: [forgetEndedSessions(life)],
    };
  }, [cache, life, onError, renewal]);

  // The user and the player's data on screen, loaded again past the dedupe (a mutate loads the mounted queries).
  const [readAll] = useState(() => () => {
    void mutate(portalKeys.user);
    void mutate(isPlayerDataKey);
  });

  // Back online, the data on screen loads again at once. swr's own reconnect revalidation is deduped: within 2 s of
  // the last load (a short drop) it sends nothing.
  useEffect(() => {
    window.addEventListener('online', readAll);
    return () => window.removeEventListener('online', readAll);
  }, [readAll]);

  // Shown again from the back/forward cache, the page holds what it showed when the player left: the balance, a card
  // still pending. Its data is read again (swr's focus revalidation is throttled, and a card's poll may have run out).
  const [again] = useState(() => createReadAgain(readAll, life.released));
  useEffect(() => {
    if (!readAgainOnReturn) return;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) again.readAgain();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [again, readAgainOnReturn]);

  // The player the page shows, if any: the cache's user.
  const signedIn = () =>
    (cache.get(userKey)?.data as User | null | undefined)?.username !== undefined;
  const channel = useTabsChannel(apiBase, {
    // Another tab's money write moved the balance: this one reads it (and the history) again, past the dedupe.
    onBalanceMoved: () => {
      if (life.released()) return;
      void refreshBalance(mutate);
    },
    // Another tab logged a player in: the browser's session cookie may now be another player's. Read who it is; if
    // another player than the one on screen, everything below AccountScope mounts afresh, as when they log in over
    // the page (found by the chaos run with other players: a recharge chosen on A's page spent B's KP).
    onLogin: () => {
      if (life.released()) return;
      // A guest's page holds no choice of a player's: it learns of the session when it next asks (a login form
      // sent then meets the API's guest redirect, which ends signed in). A signed-in page reads who it is now; the
      // user's read compares the players (useUser, through useSwitchAccount: the page starts afresh for another).
      if (!signedIn()) return;
      void mutate(portalKeys.user).catch(() => {});
    },
    // Another tab logged out: the browser's session has ended. This one ends its own at once, as a login is heard
    // at once (before, an embed heard a logout only at its next 401): nothing of the player's stays in memory, and a
    // host that leaves the page then does (the portal: /login with a full load). A renewal dialog open over the page
    // closes, as when the player gives up: the session ended on purpose.
    onLogout: () => {
      if (life.released() || !signedIn()) return;
      renewal.resume();
      void life.endSession();
    },
  });

  return (
    <CacheLifeProvider value={life}>
      <TabsChannelProvider value={channel}>
        <ReadAgainProvider value={again}>
          <SWRConfig value={rules}>{children}</SWRConfig>
        </ReadAgainProvider>
      </TabsChannelProvider>
    </CacheLifeProvider>
  );
}

/**
 * The provider's data cache: swr's, one per provider ({@link portalCacheConfig}), with the rules of
 * {@link reportLoadErrors}, the session's end (`endSession`), a reload of the data on screen when the browser is
 * back online and when the page is shown again from the back/forward cache (`useReadAgain`), and of the balance and
 * the history when another tab of the origin wrote money, of who is signed in when another logged in, and the
 * session's end when another logged out ({@link useTabsChannel}).
 */
export function PortalCache(props: PortalCacheProps) {
  return (
    <SWRConfig value={portalCacheConfig}>
      <CacheRules {...props} />
    </SWRConfig>
  );
}
