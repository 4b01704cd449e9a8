import { useEffect, useRef } from 'react';
import { useReadAgainContext } from '../contexts';

/**
 * The page shown again (Back or Forward to a page the browser kept in its back/forward cache): the widgets read the
 * data on screen again, and those that follow something (a card sent, pending) look at it again.
 */
export interface ReadAgain {
  /** Reads the data on screen again, past the dedupe, and tells every listener. */
  readAgain: () => void;
  /** Hears each read again; returns the function that stops listening. */
  onReadAgain: (listener: () => void) => () => void;
}

/** A {@link ReadAgain} whose reads are `reread` (swr's mutate of the data on screen), nothing once `released`. */
export function createReadAgain(reread: () => void, released: () => boolean): ReadAgain {
  const listeners = new Set<() => void>();
  return {
    readAgain: () => {
      if (released()) return;
      reread();
      for (const listener of listeners) listener();
    },
    onReadAgain: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads the data on screen again (the balance, the lists) and has the widgets look at what they follow again (a
 * pending card): what a host calls once a page the browser showed again from its back/forward cache may be shown,
 * after its own check of the session, when it set PortalProvider's `readAgainOnReturn` to false.
 */
export function useReadAgain(): () => void {
  return useReadAgainContext('useReadAgain').readAgain;
}

/**
 * Runs `listener` as the widget is shown (a microtask after it mounts, so that of StrictMode's two mounts only the
 * second, which lives on, runs it) and each time the page is read again ({@link useReadAgain}, or the provider's own
 * `pageshow`): a widget that follows something the player sent looks at it again.
 */
export function useOnShown(listener: () => void): void {
  const { onReadAgain } = useReadAgainContext('useOnShown');
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    let mounted = true;
    queueMicrotask(() => {
      if (mounted) latest.current();
    });
    const stop = onReadAgain(() => latest.current());
    return () => {
      mounted = false;
      stop();
    };
  }, [onReadAgain]);
}
