import { useRef, type ChangeEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../../provider/useIsomorphicLayoutEffect';

/** What {@link useSecretInput} needs: the field's value (undefined when the field is left uncontrolled), its listener. */
export interface SecretInputOptions {
  value: string | undefined;
  onChange: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * The input of a secret (a password, PIN, serial, OTP or security code), kept out of the page's HTML. React writes a
 * controlled input's value into its `value` attribute as well as the property (the server's HTML of it too), where
 * anything that copies the page's HTML or watches its changes reads it (a session-replay tool, an extension, the
 * embed's host page). So a secret's input is left uncontrolled, and the value it should hold is set as the property
 * only: when it changes (the form cleared it, or tidied what was typed) and, after a change the form did not take
 * (it kept its value), back to the form's value, as React does for a controlled input. Until the player types, an
 * empty value leaves alone what the input holds: text typed before the page's code ran, which the loader hands over.
 */
export function useSecretInput({ value, onChange }: SecretInputOptions) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  const pristine = useRef(true);

  useIsomorphicLayoutEffect(() => {
    latest.current = value;
    const node = input.current;
    if (!node || value === undefined || node.value === value) return;
    if (pristine.current && value === '') return;
    pristine.current = false;
    node.value = value;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    pristine.current = false;
    onChange?.(event.target.value, event);
    const node = event.target;
    // After the form's render (React renders a change typed by the player before this runs): a change the form
    // did not take goes back to the form's value.
    queueMicrotask(() => {
      if (latest.current !== undefined && node.value !== latest.current) {
        node.value = latest.current;
      }
    });
  };

  return { ref: input, onChange: handleChange };
}
