import { forwardRef, useEffect } from 'react';
import { errorText, useTranslate } from '../../provider';
import { Alert, Button, type AlertLive } from '../../ui';
import { throttleSecondsOf, useThrottle } from './useThrottle';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** What could not be loaded, already translated ('Không kiểm tra được đường dẫn'). */
  title: string;
  /** The failure, put into words under the title; left out, the title says it all. */
  error?: unknown;
  /** Loads again ('Thử lại'). */
  onRetry: () => void;
  /** `assertive` (role alert) by default; `off` inside a live region of its own. */
  live?: AlertLive;
}

/**
 * The wait of a 429 (its Retry-After) before 'Thử lại' may load again: the seconds left, or null.
 * A new failure (another 429 after a retry) starts the wait over.
 */
function useRetryWait(error: unknown): number | null {
  const seconds = throttleSecondsOf(error);
  const { secondsLeft, start } = useThrottle(seconds);
  useEffect(() => {
    if (seconds !== null) start(seconds);
  }, [error, seconds, start]);
  return secondsLeft;
}

/**
 * A load that failed: an error alert with the reason and 'Thử lại'. It can take focus (a ref and
 * tabIndex -1), e.g. after the content the player acted on was replaced by it. After a 429 the
 * button counts the wait down ('Thử lại sau 2 giây') and loads nothing until it is over.
 */
export const LoadFailure = forwardRef<HTMLDivElement, LoadFailureProps>(function LoadFailure(
  { title, error, onRetry, live = 'assertive' },
  ref,
) {
  const t = useTranslate();
  const waiting = useRetryWait(error);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      tone="error"
      live={live}
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry} aria-disabled={waiting !== null || undefined}>
          {waiting === null ? t('common.retry') : t('form.retryIn', { seconds: waiting })}
        </Button>
      }
    >
      {error === undefined ? undefined : errorText(error, t)}
    </Alert>
  );
});
