import { forwardRef } from 'react';
import { errorText, useTranslate } from '../../provider';
import { Alert, Button, type AlertLive } from '../../ui';

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
 * A load that failed: an error alert with the reason and 'Thử lại'. It can take focus (a ref and
 * tabIndex -1), e.g. after the content the player acted on was replaced by it.
 */
export const LoadFailure = forwardRef<HTMLDivElement, LoadFailureProps>(function LoadFailure(
  { title, error, onRetry, live = 'assertive' },
  ref,
) {
  const t = useTranslate();
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      tone="error"
      live={live}
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {error === undefined ? undefined : errorText(error, t)}
    </Alert>
  );
});
