import { useEffect, useMemo, useRef } from 'react';

/** What a tab tells the others after a money write: only that the balance may have moved (no account, no amount). */
export const balanceMovedMessage = { type: 'portal:balance-moved' } as const;

/** The channel of the tabs (and embeds) of one origin that use the API at `baseURL`. */
export function balanceChannelName(baseURL: string): string {
  return `portal:balance:${baseURL}`;
}

/** The provider's line to the other tabs of its origin. */
export interface BalanceChannel {
  /** Tells the other tabs that a money write settled here (done, or its outcome unknown): they read the balance again. */
  announce(): void;
}

function isBalanceMoved(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === balanceMovedMessage.type
  );
}

/**
 * A BroadcastChannel for the provider's life (opened on mount, closed on unmount; nothing where the browser has none):
 * `announce()` posts {@link balanceMovedMessage}, and the same message from another tab calls `onMoved`. A tab never
 * hears its own message.
 */
export function useBalanceChannel(baseURL: string, onMoved: () => void): BalanceChannel {
  const channel = useRef<BroadcastChannel | null>(null);
  const moved = useRef(onMoved);
  useEffect(() => {
    moved.current = onMoved;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(balanceChannelName(baseURL));
    opened.onmessage = (event: MessageEvent) => {
      if (isBalanceMoved(event.data)) moved.current();
    };
    channel.current = opened;
    return () => {
      channel.current = null;
      opened.close();
    };
  }, [baseURL]);
  return useMemo(() => ({ announce: () => channel.current?.postMessage(balanceMovedMessage) }), []);
}
