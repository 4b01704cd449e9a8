import { useEffect, type ReactNode } from 'react';

declare global {
  interface Window {
    /** A pre-rendered page's loader (inline/load-after-paint.js): hands over what was typed and sent before. */
    portalTakeOver?: (root: ParentNode) => void;
  }
}

/**
 * Around a page: once it is on screen with its code (hydrated: a page's boundary hydrates after the layout around
 * it), the pre-rendered page's loader hands what the player typed and sent before the code ran over to it. Once per
 * page load; nothing on a page the browser rendered itself.
 */
export function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => window.portalTakeOver?.(document.body), []);
  // The page as the only child: a sibling would change the ids useId gives (hydration would not match the build's).
  return children;
}
