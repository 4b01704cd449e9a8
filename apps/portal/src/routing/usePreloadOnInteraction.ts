import { useEffect } from 'react';
import { usePreloadPage } from './usePreloadPage';

/**
 * Once the player starts using the page (a focus or a pointer press), starts loading the shell and
 * the area of `destination`, so the page after login or registration paints at once; a page
 * merely looked at loads nothing more.
 */
export function usePreloadOnInteraction(destination: string): void {
  const preload = usePreloadPage();
  useEffect(() => {
    const start = () => {
      stop();
      preload(destination);
    };
    function stop() {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    }
    document.addEventListener('focusin', start);
    document.addEventListener('pointerdown', start);
    return stop;
  }, [destination, preload]);
}
