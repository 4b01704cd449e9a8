import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The header's user menu as a real ARIA menu (floating-ui): the button opens it, arrow keys move
 * between items, Home/End jump, Escape and a click outside close it and focus returns to the button.
 */
export function useUserMenu() {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, elements, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);

  // The items in arrow-key order: every menu item of the open menu, in document order.
  const menu = elements.floating;
  useLayoutEffect(() => {
    listRef.current =
      open && menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
  }, [open, menu]);

  /** The props of the item at `index` (in document order): its tab stop and a click handler. */
  const itemProps = (index: number, onSelect: () => void, closes = true) => ({
    tabIndex: activeIndex === index ? 0 : -1,
    ...getItemProps({
      onClick: () => {
        onSelect();
        if (closes) setOpen(false);
      },
    }),
  });

  return {
    open,
    context,
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    floatingStyles,
    getReferenceProps,
    getFloatingProps,
    itemProps,
  };
}
