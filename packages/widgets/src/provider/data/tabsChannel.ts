import { useEffect, useMemo, useRef } from 'react';
import { useTabsChannelContext } from '../contexts';

/** What a tab tells the others after a money write: only that the balance may have moved (no account, no amount). */
export const balanceMovedMessage = { type: 'portal:balance-moved' } as const;

/** What a tab tells the others after a login: only that the browser's session may now be another player's. */
export const sessionChangedMessage = { type: 'portal:session-changed' } as const;

/** What a tab tells the others after a logout: the browser's session has ended (no account). */
export const loggedOutMessage = { type: 'portal:logged-out' } as const;

/** The channel of the tabs (and embeds) of one origin that use the API at `baseURL`: their money, logins, logouts. */
export function tabsChannelName(baseURL: string): string {
  return `portal:tabs:${baseURL}`;
}

/** The provider's line to the other tabs of its origin. */
export interface TabsChannel {
  /** Tells the other tabs that a money write settled here (done, or its outcome unknown): they read the balance again. */
  announceBalance(): void;
  /** Tells the other tabs that a player logged in here: they read who is signed in again. */
  announceLogin(): void;
  /** Tells the other tabs that the player logged out here: their session ends at once. */
  announceLogout(): void;
  /**
   * Calls `listener` when another tab logged out (after this provider ended its session); returns its removal. A host
   * that leaves the page then (the portal: /login with a full load) listens through `useLoggedOutInOtherTab`.
   */
  onLogout(listener: () => void): () => void;
}

/** What the other tabs said, heard by {@link useTabsChannel}. */
export interface TabsListeners {
  onBalanceMoved: () => void;
  onLogin: () => void;
  onLogout: () => void;
}

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

/**
 * A BroadcastChannel for the provider's life (opened on mount, closed on unmount; nothing where the browser has none),
 * the one way the tabs of an origin (the portal's and the embed's alike) tell each other of money writes, logins and
 * logouts: `announceBalance()` posts {@link balanceMovedMessage}, heard as `onBalanceMoved`; `announceLogin()`
 * {@link sessionChangedMessage}, heard as `onLogin`; `announceLogout()` {@link loggedOutMessage}, heard as `onLogout`
 * (and by the host's `onLogout` listeners after it). A tab never hears its own message.
 */
export function useTabsChannel(baseURL: string, listeners: TabsListeners): TabsChannel {
  const channel = useRef<BroadcastChannel | null>(null);
  const heard = useRef(listeners);
  const logoutListeners = useRef(new Set<() => void>());
  useEffect(() => {
    heard.current = listeners;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(tabsChannelName(baseURL));
    opened.onmessage = (event: MessageEvent) => {
      const type = typeOf(event.data);
      if (type === balanceMovedMessage.type) heard.current.onBalanceMoved();
      if (type === sessionChangedMessage.type) heard.current.onLogin();
      if (type === loggedOutMessage.type) {
        heard.current.onLogout();
        for (const listener of [...logoutListeners.current]) listener();
      }
    };
    channel.current = opened;
    return () => {
      channel.current = null;
      opened.close();
    };
  }, [baseURL]);
  return useMemo(
    () => ({
      announceBalance: () => channel.current?.postMessage(balanceMovedMessage),
      announceLogin: () => channel.current?.postMessage(sessionChangedMessage),
      announceLogout: () => channel.current?.postMessage(loggedOutMessage),
      onLogout: (listener: () => void) => {
        logoutListeners.current.add(listener);
        return () => void logoutListeners.current.delete(listener);
      },
    }),
    [],
  );
}

/**
 * Runs `leave` when another tab of the origin (the portal's or an embed's) logs out, as soon as it is heard, after
 * the provider ended its session: for a host that leaves the page then (the portal goes to /login with a full load).
 * A logout that came before the provider's channel was open is the host's to find at load.
 */
export function useLoggedOutInOtherTab(leave: () => void): void {
  const tabs = useTabsChannelContext('useLoggedOutInOtherTab');
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  });
  useEffect(() => tabs.onLogout(() => latest.current()), [tabs]);
}
