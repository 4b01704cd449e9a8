import { memo, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import styles from './Tooltip.module.css';
import { useTooltip } from './useTooltip';

/** What the trigger gets from the tooltip: its description while open and the handlers that open and close it. */
export type TriggerProps = Record<string, unknown>;

/** Props of {@link TooltipPopup}. */
export interface TooltipPopupProps {
  /** The trigger, rendered by Tooltip from the first paint on. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Takes the trigger's props after every render of the tooltip (the same function each time). */
  onTriggerProps: (props: TriggerProps) => void;
  content: ReactNode;
}

/**
 * The tooltip's floating-ui part, loaded on the first hover or focus of a trigger (Tooltip): it wires the trigger
 * Tooltip already drew (the same element) and draws the tooltip next to it, so it stays inside the provider's root
 * (and a shadow root) and inside the page's landmarks; fixed positioning lifts it out of a scrolling table.
 * Memoised: the trigger's re-render with the new props does not render it again.
 */
export const TooltipPopup = memo(function TooltipPopup({
  trigger,
  onTriggerProps,
  content,
}: TooltipPopupProps) {
  const { open, setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps } =
    useTooltip();
  useLayoutEffect(() => setReference(trigger.current), [setReference, trigger]);
  const triggerProps = getReferenceProps();
  // Every render: the handlers close over this render's state.
  useLayoutEffect(() => onTriggerProps(triggerProps));
  if (!open) return null;
  return (
    <span
      ref={setFloating}
      style={floatingStyles}
      className={styles.tooltip}
      {...getFloatingProps()}
    >
      {content}
    </span>
  );
});
