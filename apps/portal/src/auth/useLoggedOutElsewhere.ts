import { useEffect } from 'react';
import { leaveForLogin } from './leaveForLogin';
import { loggedOutFlagKey, loggedOutSince } from './loggedOutFlag';

const goToLogin = () => leaveForLogin();

/**
 * When another tab logs out, this one goes to /login with a full page load: at once when it happens, and on
 * mount when it happened while this page was still loading (its listener was not there yet to hear it).
 */
export function useLoggedOutElsewhere(leave: () => void = goToLogin): void {
  useEffect(() => {
    if (loggedOutSince(performance.timeOrigin)) leave();
    const onStorage = (event: StorageEvent) => {
      if (event.key === loggedOutFlagKey && event.newValue !== null) leave();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [leave]);
}
