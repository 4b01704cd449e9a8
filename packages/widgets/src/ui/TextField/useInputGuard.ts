import { useState, type ChangeEvent } from 'react';
import { useTranslate } from '../../provider';

/** What a field takes of what is typed or pasted (see {@link useInputGuard}). */
export interface InputGuardOptions {
  /** The most characters the field takes; a longer change is refused, never cut. */
  maxLength: number | undefined;
  /** Only digits: any other character is refused as it is typed. */
  digitsOnly: boolean | undefined;
  /** Tidies what was typed or pasted (spaces out of a code) before it is judged and handed on. */
  normalise: ((typed: string) => string) | undefined;
  onChange: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * A field's limits as the player types: a change that would pass `maxLength` or put a letter in a digits-only field
 * is refused whole (the field keeps what it had: the browser's `maxLength` would cut a paste silently, mid-word, and
 * the cut text would be saved) and the refusal is said at once under the field until the next change it takes.
 */
export function useInputGuard({ maxLength, digitsOnly, normalise, onChange }: InputGuardOptions) {
  const t = useTranslate();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const handleChange = (typed: string, event: ChangeEvent<HTMLInputElement>) => {
    const value = normalise ? normalise(typed) : typed;
    const refused =
      digitsOnly && /\D/.test(value)
        ? t('ui.input.digitsOnly')
        : maxLength !== undefined && value.length > maxLength
          ? t('ui.input.tooLong', { max: maxLength })
          : undefined;
    setRefusal(refused);
    // Not handed on: the form keeps its value, which the input shows again.
    if (refused === undefined) onChange?.(value, event);
  };

  return { refusal, onChange: handleChange };
}
