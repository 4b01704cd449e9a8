import { FloatingPortal } from '@floating-ui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { usePortalRoot } from '../../provider';
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
 * A short hint shown on hover and on keyboard focus (role tooltip, described by `aria-describedby`),
 * rendered into the provider's root so it also works inside a shadow root.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const root = usePortalRoot();
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
        <FloatingPortal root={root}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={styles.tooltip}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
