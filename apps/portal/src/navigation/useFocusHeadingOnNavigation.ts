import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const waitLimitMs = 5000;

/** Whether the player has put focus somewhere since `before` (not left on the page's body or where it was). */
function focusMovedSince(before: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== document.body && now !== before;
}

/**
 * Focuses the page's `<main> h1` (made focusable by script only), now or once it renders; a heading that renders
 * after the player has put focus elsewhere (opened the user menu while the page's code arrived) leaves it there.
 */
export function focusHeadingWhenReady(): () => void {
  const before = document.activeElement;
  const focus = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (focusMovedSince(before)) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitLimitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After every route change (login, logout and any link), focus moves to the new page's h1 so a
 * screen reader announces the page. The first page load keeps the browser's own focus (the skip
 * link stays the first Tab stop).
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && pathname === first.current) return;
    moved.current = true;
    return focusHeadingWhenReady();
  }, [pathname]);
}
