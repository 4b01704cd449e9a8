import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api';
import { useTranslate } from '../../provider';

/** The wait after a 429 whose answer names none (no Retry-After, no number in its text). */
export const defaultThrottleSeconds = 60;

/**
 * The seconds a failure asks the player to wait before sending again (a 429, or a lockout's 422 that names its wait),
 * or null when it asks none.
 */
export function throttleSecondsOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  if (error.statusCode !== 429 && error.retryAfterSeconds === undefined) return null;
  return Math.max(1, error.retryAfterSeconds ?? defaultThrottleSeconds);
}

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * A wait the server asked for (a 429): the whole seconds left, counted down once a second, or null
 * when there is nothing to wait for. `initialSeconds` starts it on the first render already.
 */
export function useThrottle(initialSeconds: number | null = null) {
  const [until, setUntil] = useState<number | null>(() =>
    initialSeconds === null ? null : Date.now() + initialSeconds * 1000,
  );
  const [secondsLeft, setSecondsLeft] = useState<number | null>(initialSeconds);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = secondsUntil(until);
      setSecondsLeft(left > 0 ? left : null);
      if (left <= 0) setUntil(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  /** Starts (or restarts) the wait. */
  const start = useCallback((seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, start };
}

/**
 * A 429's hold on a widget's own submit (the money forms), as the form controller's: `holdAfter(error)` after a
 * failed request starts the wait; while it lasts the submit is inert and reads 'Thử lại sau N giây' (`waitingText`).
 */
export function useSubmitHold() {
  const t = useTranslate();
  const { secondsLeft, start } = useThrottle();
  const holdAfter = useCallback(
    (error: unknown) => {
      const seconds = throttleSecondsOf(error);
      if (seconds !== null) start(seconds);
    },
    [start],
  );
  return {
    onHold: secondsLeft !== null,
    holdAfter,
    waitingText: secondsLeft === null ? undefined : t('form.retryIn', { seconds: secondsLeft }),
  };
}
