import { useLogout } from '@portal/widgets';
import { useCallback, useState } from 'react';
import { useNavigate } from '../routing/Router';
import { setLoggedOutFlag } from './loggedOutFlag';

/**
 * Logs out (POST /logout), clears every cached response, tells the other tabs, and goes to /login
 * replacing the current entry. Even when the request fails, this tab forgets the account.
 */
export function usePortalLogout() {
  const logout = useLogout();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed; the session is forgotten here anyway.', error);
    } finally {
      setLoggedOutFlag();
      navigate('/login', { replace: true });
    }
  }, [logout, navigate]);
  return { logout: run, pending };
}
