/** The mutations that open or close a session: log in, register, log out. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, isRedirect, login, logout, register } from '../../api';
import type { PortalTransport, User } from '../../api';
import { useTabsChannelContext } from '../contexts';
import { usePortalClient, useReportError } from '../contextHooks';
import { forgetOpenDecisions } from './forgetOpenDecisions';
import { useEndSession } from './endSession';
import { portalKeys } from './keys';
import { currentUser, userReadNow } from './useUser';

/**
 * A call that opens a session, then the reloaded user, which it resolves with. A redirect answer (Laravel's `guest`
 * middleware: the browser is already signed in, from another tab or the back button) is not a failure while
 * `/api/me` finds the player. When the server said yes but `/api/me` still answers 401, the server did not open the
 * session for this site (the login passed the CSRF check, so the browser does send its cookies): the player is told so
 * rather than be sent to a protected page that sends them straight back.
 */
function useSessionAction<Request>(
  consumerName: string,
  call: (client: PortalTransport, request: Request) => Promise<unknown>,
) {
  const client = usePortalClient(consumerName);
  const { mutate, cache } = useSWRConfig();
  const otherTabs = useTabsChannelContext(consumerName);
  return useCallback(
    async (request: Request): Promise<User> => {
      let redirect: ApiError | undefined;
      try {
        await call(client, request);
      } catch (error) {
        if (!isRedirect(error)) throw error;
        redirect = error;
      }
      // Fetched here, not only revalidated: a host may show this widget with no useUser() mounted.
      const user = await mutate(portalKeys.user, currentUser(client), { revalidate: false });
      userReadNow(cache);
      if (!user) {
        // A redirect with no session behind it stays what it was.
        if (redirect) throw redirect;
        throw new ApiError({
          kind: 'http',
          statusCode: 401,
          message: `${consumerName}: the call succeeded but GET /api/me still answers 401 (the server kept no session for this origin: SANCTUM_STATEFUL_DOMAINS?).`,
          messageKey: 'api.error.sessionRefused',
        });
      }
      // The browser's session is this player's now, in every tab: the others read who is signed in again.
      otherTabs.announceLogin();
      return user;
    },
    // `call` is a module-level function of each hook below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, mutate, cache, otherTabs],
  );
}

/** Logs in and resolves with the reloaded user; fails if the session did not stick. */
export const useLogin = () => useSessionAction('useLogin', login);
/** Registers (which logs in) and resolves with the reloaded user; fails if the session did not stick. */
export const useRegister = () => useSessionAction('useRegister', register);
/**
 * Logs out and clears every cached response, so nothing of the account stays in memory. When the logout fails (no
 * connection, a lost answer, a 5xx), `GET /api/me` says whether the session ended all the same (a 401); if it did not,
 * or cannot say, the logout fails and the page stays signed in: the session lives on the server, and a page that
 * showed the player logged out would leave them signed in for the next person at a shared computer. Reports nothing:
 * the callers do ({@link useLogout}, and the widgets' write path under useLogoutAction).
 */
export function useLogoutCall(consumerName: string) {
  const client = usePortalClient(consumerName);
  const endSession = useEndSession();
  const otherTabs = useTabsChannelContext(consumerName);
  return useCallback(async () => {
    try {
      await logout(client);
    } catch (error) {
      const user = await currentUser(client).catch(() => undefined);
      if (user !== null) throw error;
    }
    // Nothing of the player's money decisions stays in this browser for the next person.
    forgetOpenDecisions();
    await endSession();
    // The session is the browser's: the other tabs of the origin end theirs at once, as they hear a login.
    otherTabs.announceLogout();
  }, [client, endSession, otherTabs]);
}

/**
 * Logs out (see {@link useLogoutCall}); a logout the server did not take reaches the provider's `onError` (stage
 * `'submit'`) and rejects, so the caller can show it (`LogoutFailure`). `useLogoutAction` does both for a button.
 */
export function useLogout() {
  const logoutCall = useLogoutCall('useLogout');
  const reportError = useReportError('useLogout');
  return useCallback(async () => {
    try {
      await logoutCall();
    } catch (error) {
      reportError(error, 'submit');
      throw error;
    }
  }, [logoutCall, reportError]);
}
