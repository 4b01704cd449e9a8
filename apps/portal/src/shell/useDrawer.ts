import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyModule } from '../routing/lazyModule';
import type { DrawerFocusProps } from './DrawerFocus';

/** The drawer's dismissal and focus (floating-ui, DrawerFocus), fetched once; a failed fetch is tried again later. */
export const drawerFocusCode = lazyModule(
  'src/shell/DrawerFocus.tsx',
  () => import('./DrawerFocus'),
);

/** The props of the drawer's toggle button (in the header). */
export interface DrawerToggleProps {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** The props of the drawer itself (in the side navigation). */
export interface DrawerProps {
  id: string;
  /** The drawer's element with floating-ui's dismissal and focus, once its code is here; null until then. */
  Focus: ((props: DrawerFocusProps) => React.JSX.Element) | null;
  /** What `Focus` takes besides the element's own props. */
  focusProps: Omit<DrawerFocusProps, 'id' | 'className' | 'children'>;
}

/**
 * The side navigation's drawer below 768 px: a toggle (`aria-expanded`, `aria-controls`) in the header opens it;
 * navigation closes it (the new page's h1 takes focus). Escape, a press outside, focus moved into it and kept in its
 * loop (the toggle and its links) while open, and given back to the toggle when it closes are floating-ui's
 * (DrawerFocus), whose code is fetched on the first intent toward the toggle (the pointer over it, focus, a press),
 * as the user menu's is: no signed-in page's first load carries floating-ui.
 */
export function useDrawer(): {
  open: boolean;
  /** Closes the drawer (focus goes back to its toggle if it was in the drawer). */
  close: () => void;
  toggleProps: DrawerToggleProps;
  drawerProps: DrawerProps;
} {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState(() => drawerFocusCode.loaded() ?? null);
  const load = useCallback(() => {
    drawerFocusCode.load().then(setCode, () => {
      // tried again at the next intent
    });
  }, []);
  // Closed by a navigation: focus is the new page's (its h1), not given back to the toggle.
  const [navigated, setNavigated] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
    setNavigated(true);
  }

  const close = useCallback(() => setOpen(false), []);

  return {
    open,
    close,
    toggleProps: {
      ref: toggleRef,
      'aria-expanded': open,
      'aria-controls': drawerId,
      onClick: () => {
        load();
        setNavigated(false);
        setOpen((value) => !value);
      },
      onPointerEnter: load,
      onFocus: load,
    },
    drawerProps: {
      id: drawerId,
      Focus: code?.DrawerFocus ?? null,
      focusProps: {
        open,
        onOpenChange: setOpen,
        toggle: toggleRef,
        returnFocus: !navigated,
      },
    },
  };
}
