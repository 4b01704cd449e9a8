import { useEffect } from 'react';
import { loggedOutFlagKey } from './loggedOutFlag';

/** When another tab logs out, this one goes to /login with a full page load. */
export function useLoggedOutElsewhere(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === loggedOutFlagKey && event.newValue !== null)
        window.location.assign('/login');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
