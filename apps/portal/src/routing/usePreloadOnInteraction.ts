import { useEffect } from 'react';
import { preloadProtected } from './routeCode';

/**
 * Once the player starts using the page (a focus or a pointer press), starts loading the shell and
 * the area of `destination`, so the page after login or registration paints at once; a page
 * merely looked at loads nothing more.
 */
export function usePreloadOnInteraction(destination: string): void {
  useEffect(() => {
    const start = () => {
      stop();
      preloadProtected(destination);
    };
    function stop() {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    }
    document.addEventListener('focusin', start);
    document.addEventListener('pointerdown', start);
    return stop;
  }, [destination]);
}
