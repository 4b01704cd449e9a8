import { useLogout } from '@portal/widgets';
import { useCallback, useState } from 'react';
import { useNavigate } from '../routing/Router';
import { setLoggedOutFlag } from './loggedOutFlag';

/** 'Đăng xuất' of the shell: its click, whether it is under way, and why it failed. */
export type PortalLogout = ReturnType<typeof usePortalLogout>;

/**
 * Logs out (POST /logout), clears every cached response, tells the other tabs, and goes to /login replacing the
 * current entry. A logout the server did not take (useLogout: the session is still alive, or nothing can tell)
 * leaves the player on the page, signed in, with `error` to say so: a page that showed them logged out would leave
 * the session open for the next person at a shared computer.
 */
export function usePortalLogout() {
  const logout = useLogout();
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; error?: unknown }>({ pending: false });
  const run = useCallback(async () => {
    setState({ pending: true });
    try {
      await logout();
    } catch (error) {
      setState({ pending: false, error });
      return;
    }
    setLoggedOutFlag();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
  return { logout: run, pending: state.pending, error: state.error };
}
