import { useLogout } from '../../provider';
import { useAction } from '../shared';

/**
 * 'Đăng xuất' as a write ({@link useAction}: once per click, failures to `onError`): `onLoggedOut` once the session
 * ended; a logout the server did not take leaves the player signed in, with `error` to say so ({@link LogoutFailure}).
 */
export function useLogoutAction(onLoggedOut?: () => void) {
  const logout = useLogout();
  const action = useAction<void, void>({
    caller: 'logout',
    send: () => logout(),
    onSucceeded: () => onLoggedOut?.(),
  });
  const { state } = action;
  return {
    run: () => void action.run(),
    busy: state.status === 'processing',
    error: state.status === 'failed' ? state.error : undefined,
  };
}
