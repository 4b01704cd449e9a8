import { useImperativeHandle, useLayoutEffect, useRef, type ForwardedRef } from 'react';

const nativeValue = Object.getOwnPropertyDescriptor(
  typeof HTMLInputElement === 'undefined' ? {} : HTMLInputElement.prototype,
  'value',
);

/**
 * Text a player typed into a pre-rendered field before the page's code ran: hydration keeps it on screen but the
 * form's state does not hold it (React keeps the DOM's value and its own). On mount, a controlled field whose input
 * shows other text than its value hands that text over, as an input event React reads as typed (React's record of
 * the value is set to the state's first, then the input's own text put back past it). A field rendered by the
 * browser's code starts equal to its value: nothing happens. Returns the input's ref; `forwarded` gets the input too.
 */
export function useTypedBeforeHydration(
  value: string | undefined,
  forwarded: ForwardedRef<HTMLInputElement>,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const initialValue = useRef(value);
  useLayoutEffect(() => {
    const node = input.current;
    const expected = initialValue.current;
    if (!node || expected === undefined || node.value === expected || !nativeValue?.set) return;
    const typed = node.value;
    node.value = expected;
    nativeValue.set.call(node, typed);
    node.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  useImperativeHandle(forwarded, () => input.current as HTMLInputElement, []);
  return input;
}
