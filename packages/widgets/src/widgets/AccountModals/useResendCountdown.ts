import { useCallback, useEffect, useState } from 'react';

/** How long a code cannot be asked for again after it was sent (spec section 4, e-mail code flow). */
export const resendWaitSeconds = 60;

/**
 * A countdown after a code was sent: `secondsLeft` falls from 60 to 0 once a second, and the
 * button that sends the code waits until it reaches 0. `start()` begins it again.
 */
export function useResendCountdown(seconds = resendWaitSeconds) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, waiting: running, start };
}
