import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The props of the drawer's toggle button (in the header). */
export interface DrawerToggleProps {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

/** The props of the drawer itself (in the side navigation). */
export interface DrawerProps {
  ref: RefObject<HTMLDivElement | null>;
  id: string;
}

/**
 * The side navigation's drawer below 768 px: a toggle (`aria-expanded`, `aria-controls`) in the
 * header opens it and moves focus to its first link (the drawer is elsewhere in the page's order);
 * navigation, Escape and a click outside close it; Escape and the outside click give focus back
 * to the toggle (after navigation the new page's h1 takes it).
 */
export function useDrawer(): {
  open: boolean;
  /** Closes the drawer and gives focus back to its toggle. */
  close: () => void;
  toggleProps: DrawerToggleProps;
  drawerProps: DrawerProps;
} {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (drawerRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    toggleProps: {
      ref: toggleRef,
      'aria-expanded': open,
      'aria-controls': drawerId,
      onClick: () => setOpen((value) => !value),
    },
    drawerProps: { ref: drawerRef, id: drawerId },
  };
}
