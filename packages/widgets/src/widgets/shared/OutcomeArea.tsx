import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './OutcomeArea.module.css';
import { useOutcomeInView } from './useOutcomeInView';

/** Props of {@link OutcomeArea}. */
export interface OutcomeAreaProps {
  /** A key of what the area shows (a status) that changes with each new outcome; null while there is none. */
  outcome: string | null;
  className?: string | undefined;
  /** The outcome's alerts: polite ones with `live="off"` (the area announces them), refusals as alerts of their own. */
  children?: ReactNode;
}

/**
 * Where a money write's outcome appears (a card's result, a recharge's, a balance move's, a gift claim's): always in
 * the page, so what appears in it is announced (a polite live region), and brought into view and focused as it
 * settles, unless the player is typing ({@link useOutcomeInView}). Empty, it takes no room.
 */
export function OutcomeArea({ outcome, className, children }: OutcomeAreaProps) {
  const ref = useOutcomeInView<HTMLDivElement>(outcome);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={clsx(styles.area, className)}>
      {children}
    </div>
  );
}
