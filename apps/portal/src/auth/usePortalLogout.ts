import { useLogoutAction } from '@portal/widgets';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { setLoggedOutFlag } from './loggedOutFlag';

/**
 * The shell's 'Đăng xuất' (the widgets' useLogoutAction: once per click, failures to the provider's onError, a 429's
 * wait held; it tells the other tabs on the provider's channel): once the session ended, raises the logged-out flag
 * for the pages that load later and goes to /login replacing the current entry. A logout the server did not take
 * leaves the player on the page, signed in, with `error` to say so: a page that showed them logged out would leave
 * the session open for the next person at a shared computer.
 */
export function usePortalLogout() {
  const navigate = useNavigate();
  return useLogoutAction(() => {
    setLoggedOutFlag();
    navigate(paths.login, { replace: true });
  });
}
