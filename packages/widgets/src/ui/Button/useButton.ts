import type { AriaAttributes, MouseEvent, MouseEventHandler } from 'react';

/** What {@link useButton} needs to know. */
export interface UseButtonOptions {
  loading: boolean;
  /** The caller's own `aria-disabled`: a button marked so ignores clicks as well. */
  ariaDisabled: AriaAttributes['aria-disabled'];
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
}

/**
 * The props that keep a loading button focusable but inert: `aria-disabled` instead of `disabled`
 * (so focus stays put while a request runs) and a click handler that swallows clicks, including the
 * click that would submit its form.
 */
export function useButton({ loading, ariaDisabled, onClick }: UseButtonOptions) {
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return {
    onClick: handleClick,
    'aria-busy': loading || undefined,
    'aria-disabled': inert || undefined,
  } as const;
}
