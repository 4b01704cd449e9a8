import { useEffect, useMemo, useRef } from 'react';

/** What a tab tells the others after a money write: only that the balance may have moved (no account, no amount). */
export const balanceMovedMessage = { type: 'portal:balance-moved' } as const;

/** What a tab tells the others after a login: only that the browser's session may now be another player's. */
export const sessionChangedMessage = { type: 'portal:session-changed' } as const;

/** The channel of the tabs (and embeds) of one origin that use the API at `baseURL`. */
export function balanceChannelName(baseURL: string): string {
  return `portal:balance:${baseURL}`;
}

/** The provider's line to the other tabs of its origin. */
export interface BalanceChannel {
  /** Tells the other tabs that a money write settled here (done, or its outcome unknown): they read the balance again. */
  announce(): void;
  /** Tells the other tabs that a player logged in here: they read who is signed in again. */
  announceSession(): void;
}

/** What the other tabs said, heard by {@link useBalanceChannel}. */
export interface ChannelListeners {
  onMoved: () => void;
  onSession: () => void;
}

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

/**
 * A BroadcastChannel for the provider's life (opened on mount, closed on unmount; nothing where the browser has none):
 * `announce()` posts {@link balanceMovedMessage}, and the same message from another tab calls `onMoved`;
 * `announceSession()` posts {@link sessionChangedMessage}, heard as `onSession`. A tab never hears its own message.
 */
export function useBalanceChannel(baseURL: string, listeners: ChannelListeners): BalanceChannel {
  const channel = useRef<BroadcastChannel | null>(null);
  const heard = useRef(listeners);
  useEffect(() => {
    heard.current = listeners;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(balanceChannelName(baseURL));
    opened.onmessage = (event: MessageEvent) => {
      const type = typeOf(event.data);
      if (type === balanceMovedMessage.type) heard.current.onMoved();
      if (type === sessionChangedMessage.type) heard.current.onSession();
    };
    channel.current = opened;
    return () => {
      channel.current = null;
      opened.close();
    };
  }, [baseURL]);
  return useMemo(
    () => ({
      announce: () => channel.current?.postMessage(balanceMovedMessage),
      announceSession: () => channel.current?.postMessage(sessionChangedMessage),
    }),
    [],
  );
}
