import { useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useCallback, useEffect, useId, useRef } from 'react';

/** Fields that can take focus when a dialog opens, in document order. */
const fieldSelector = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
].join(', ');

/** What {@link useModal} needs to know. */
export interface UseModalOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Whether a press happened outside every dialog (its path, across shadow roots, meets none). */
function notInDialog(event: MouseEvent): boolean {
  return !event
    .composedPath()
    .some((target) => target instanceof Element && target.getAttribute('role') === 'dialog');
}

/** How long after a dialog opens a press outside it is still the second tap of the double tap that opened it. */
export const doubleTapMs = 500;

/**
 * The floating-ui wiring of a modal dialog: Escape and outside press close it (not the second tap of the double tap
 * that opened it), the dialog role and ids for its title and description, and the element to focus first: the first
 * field of the body, or (when there is none) the dialog itself.
 */
export function useModal({ open, onOpenChange }: UseModalOptions) {
  const { refs, context } = useFloating({ open, onOpenChange });
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  // 'click', not 'pointerdown': on touch screens the tap must not fall through to the page below. A press
  // inside another dialog (one opened over this one, such as the login after a session ended) is not outside, nor
  // is the second tap of a double tap on the button that opened it, which lands on the overlay.
  const dismiss = useDismiss(context, {
    outsidePressEvent: 'click',
    outsidePress: (event) =>
      notInDialog(event) && performance.now() - openedAt.current > doubleTapMs,
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  const initialFocusRef = useRef<HTMLElement | null>(null);
  // Runs when the body mounts, before floating-ui moves focus (it waits a microtask).
  const bodyRef = useCallback((body: HTMLElement | null) => {
    initialFocusRef.current = body?.querySelector<HTMLElement>(fieldSelector) ?? null;
  }, []);

  const id = useId();
  const titleId = `${id}title`;
  const descriptionId = `${id}description`;
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return {
    context,
    setFloating: refs.setFloating,
    getFloatingProps,
    initialFocusRef,
    bodyRef,
    titleId,
    descriptionId,
    close,
  };
}
