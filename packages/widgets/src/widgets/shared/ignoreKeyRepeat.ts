import type { KeyboardEvent } from 'react';

/**
 * A held Enter repeats its keydown many times a second, and each one would click a focused button or submit a form
 * again: a money write is one decision of the player, so only the first press counts. Put on a form (it catches the
 * keys of every field and button inside) or on a lone button.
 */
export function ignoreKeyRepeat(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && event.repeat) event.preventDefault();
}
