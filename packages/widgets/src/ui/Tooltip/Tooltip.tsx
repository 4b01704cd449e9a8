import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Tooltip.module.css';
import { useTooltip } from './useTooltip';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says, already translated. */
  content: ReactNode;
  /** The trigger's text; it becomes a focusable button that the tooltip describes. */
  children: ReactNode;
  className?: string;
}

/**
 * A short hint shown on hover and on keyboard focus (role tooltip, described by `aria-describedby`).
 * It renders next to its trigger, so it stays inside the provider's root (and a shadow root) and
 * inside the page's landmarks; fixed positioning lifts it out of a scrolling table.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const { open, setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps } =
    useTooltip();
  return (
    <>
      <button
        type="button"
        ref={setReference}
        className={clsx(styles.trigger, className)}
        {...getReferenceProps()}
      >
        {children}
      </button>
      {open && (
        <span
          ref={setFloating}
          style={floatingStyles}
          className={styles.tooltip}
          {...getFloatingProps()}
        >
          {content}
        </span>
      )}
    </>
  );
}
