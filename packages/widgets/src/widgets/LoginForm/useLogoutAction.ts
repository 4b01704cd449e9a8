import { useEffect } from 'react';
import { useLogoutCall, useUser } from '../../provider';
import { useAction } from '../shared';

/**
 * 'Đăng xuất' as a write ({@link useAction}: once per click, failures to `onError`, a 429's wait held on the button):
 * `onLoggedOut` once the session ended; a logout the server did not take leaves the player signed in, with `error` to
 * say so ({@link LogoutFailure}). A failure belongs to the session it was raised in: once no one is signed in (the
 * session ended some other way), it is forgotten, so a later login does not bring it back.
 */
export function useLogoutAction(onLoggedOut?: () => void) {
  // The call that reports nothing: useAction hands its failure to onError, once.
  const logout = useLogoutCall('useLogoutAction');
  const signedIn = useUser().status === 'signedIn';
  const action = useAction<void, void>({
    caller: 'logout',
    send: () => logout(),
    onSucceeded: () => onLoggedOut?.(),
  });
  const { state, reset, waitingText } = action;
  useEffect(() => {
    if (!signedIn) reset();
  }, [signedIn, reset]);
  return {
    /** Logs out, unless a logout is under way or a 429's wait lasts. */
    run: () => void action.run(),
    busy: state.status === 'processing',
    error: state.status === 'failed' ? state.error : undefined,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText,
    /** Forgets a failure (the player moved on), unless a 429's wait lasts. */
    reset,
  };
}

/** What {@link useLogoutAction} returns: 'Đăng xuất''s click, whether it is under way, and why it failed. */
export type LogoutAction = ReturnType<typeof useLogoutAction>;
