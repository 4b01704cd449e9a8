import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * One task at a time, synchronously guarded (two clicks in one task start one), each given a signal that aborts when
 * the widget goes away; an abort's rejection is swallowed then. `busy()` says whether a task runs.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const life = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    life.current = controller;
    return () => controller.abort();
  }, []);

  const alone = useCallback(async (task: (signal: AbortSignal) => Promise<void>) => {
    const signal = life.current?.signal;
    if (running.current || !signal) return;
    running.current = true;
    try {
      await task(signal);
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      running.current = false;
    }
  }, []);

  const busy = useCallback(() => running.current, []);
  return useMemo(() => ({ alone, busy }), [alone, busy]);
}
