import { useEffect, useRef } from 'react';

/** Inputs that take no typing: a press or a pick, never text. */
const pressedInputs = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether the player may be typing into `element`: a text field, a select, editable text. */
function takesTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !pressedInputs.has(element.type);
}

/**
 * Brings a money write's outcome to the player when it settles: `outcome` is a key that changes with each new one (a
 * status), null while there is none. The element (tabIndex -1) is scrolled into view, since on a phone it appears
 * below the button, off the screen, and focused unless the player is typing somewhere (focus on a field of its root:
 * a shadow root's own). Both wait a microtask, for a dialog that closed with the outcome to give focus back first.
 */
export function useOutcomeInView<T extends HTMLElement>(outcome: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome === null) return;
    let live = true;
    queueMicrotask(() => {
      const area = ref.current;
      if (!live || !area?.isConnected) return;
      area.scrollIntoView?.({ block: 'nearest' });
      const root = area.getRootNode() as Document | ShadowRoot;
      if (!takesTyping(root.activeElement)) area.focus({ preventScroll: true });
    });
    return () => {
      live = false;
    };
  }, [outcome]);
  return ref;
}
