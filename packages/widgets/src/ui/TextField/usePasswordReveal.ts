import { useState } from 'react';

/**
 * Show or hide a password field's value. Only the input's type changes, so the value, the caret and
 * what the browser's password manager sees stay as they were.
 */
export function usePasswordReveal<Type extends string>(type: Type) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return {
    isPassword,
    revealed,
    inputType: isPassword && revealed ? 'text' : type,
    toggleProps: {
      type: 'button',
      'aria-pressed': revealed,
      onClick: () => setRevealed((current) => !current),
    },
  } as const;
}
