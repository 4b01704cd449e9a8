import type {
  AriaAttributes,
  KeyboardEvent,
  KeyboardEventHandler,
  MouseEvent,
  MouseEventHandler,
} from 'react';

/** What {@link useButton} needs to know. */
export interface UseButtonOptions {
  loading: boolean;
  /** The caller's own `aria-disabled`: a button marked so ignores clicks as well. */
  ariaDisabled: AriaAttributes['aria-disabled'];
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement> | undefined;
}

/**
 * The props that keep a loading button focusable but inert: `aria-disabled` instead of `disabled`
 * (so focus stays put while a request runs) and a click handler that swallows clicks, including the
 * click that would submit its form. A held Enter clicks once, not once per key repeat.
 */
export function useButton({ loading, ariaDisabled, onClick, onKeyDown }: UseButtonOptions) {
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  // A held Enter repeats its keydown, and each would click again: one press is one click (a payment is one decision).
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' && event.repeat) event.preventDefault();
    onKeyDown?.(event);
  }
  return {
    onClick: handleClick,
    onKeyDown: handleKeyDown,
    'aria-busy': loading || undefined,
    'aria-disabled': inert || undefined,
  } as const;
}
