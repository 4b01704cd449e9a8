import { FloatingFocusManager, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';

/** Props of {@link DrawerFocus}. */
export interface DrawerFocusProps {
  open: boolean;
  /** Called with false when Escape or a press outside closes the drawer. */
  onOpenChange: (open: boolean) => void;
  /** The toggle in the header: part of the drawer's focus loop, where focus returns when it closes. */
  toggle: RefObject<HTMLButtonElement | null>;
  /** Whether closing gives focus back to the toggle (not after a navigation: the new page's h1 takes it). */
  returnFocus: boolean;
  id: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The drawer's element with its dismissal and focus through floating-ui (loaded on the first intent toward the
 * toggle, useDrawer): Escape and a press outside close it (`useDismiss`); while it is open, focus goes to its first
 * link and Tab cycles through the toggle and its links, the page behind inert (`FloatingFocusManager`, modal); once
 * closed, focus is back on the toggle.
 */
export function DrawerFocus({
  open,
  onOpenChange,
  toggle,
  returnFocus,
  id,
  className,
  children,
}: DrawerFocusProps) {
  const {
    refs: { setReference, setFloating },
    context,
  } = useFloating({ open, onOpenChange });
  useLayoutEffect(() => setReference(toggle.current), [setReference, toggle]);
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <FloatingFocusManager
      context={context}
      disabled={!open}
      order={['reference', 'content']}
      // The first of the loop after the toggle: the drawer's first link.
      initialFocus={1}
      returnFocus={returnFocus}
      outsideElementsInert
    >
      <div
        ref={setFloating}
        id={id}
        className={className}
        data-open={open || undefined}
        {...getFloatingProps()}
      >
        {children}
      </div>
    </FloatingFocusManager>
  );
}
