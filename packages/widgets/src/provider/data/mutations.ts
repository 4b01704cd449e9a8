import { useCallback, useEffect, useRef } from 'react';
import { ApiError, isApiError, isRedirect } from '../../api';
import type {
  CardTopupRequest,
  SecurityCodeAction,
  ChangeEmailRequest,
  ChangePasswordRequest,
  LoginRequest,
  PortalClient,
  RechargeGameRequest,
  RegisterRequest,
  UpdatePhoneRequest,
  UpdateProfileRequest,
  User,
} from '../../api';
import { usePortalClient } from '../hooks';
import { useCacheMutate } from './useCacheMutate';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { useEndSession } from './endSession';
import { portalKeys, type PortalKey } from './keys';
import { currentUser } from './queries';

/** Zones are refetched 3 seconds after a successful assignment. */
export const zoneRefetchDelayMs = 3000;

/**
 * A write's failure as it concerns the session: a 419 whose session is gone (`/api/me` answers 401: it expired, and
 * the token belonged to it) is that 401, since sending again would only meet it; any other failure as it came.
 */
async function sessionFailureOf(client: PortalClient, error: unknown): Promise<unknown> {
  if (!isApiError(error) || error.statusCode !== 419) return error;
  const user = await currentUser(client).catch(() => undefined);
  if (user !== null) return error;
  return new ApiError({
    kind: 'http',
    statusCode: 401,
    message: `${error.message} (GET /api/me then answered 401: the session is gone)`,
    messageKey: 'api.error.unauthenticated',
  });
}

/** A call to the client followed by refetching what it changed. */
function useClientAction<Args extends unknown[], Result>(
  consumerName: string,
  call: (client: PortalClient, ...args: Args) => Promise<Result>,
  refetch: readonly PortalKey[],
) {
  const client = usePortalClient(consumerName);
  const mutate = useCacheMutate();
  const endSession = useEndSession();
  const renewal = useSessionRenewal();
  const callRef = useRef(call);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    callRef.current = call;
    refetchRef.current = refetch;
  });
  return useCallback(
    async (...args: Args): Promise<Result> => {
      let result: Result;
      try {
        result = await callRef.current(client, ...args);
      } catch (error) {
        const failure = await sessionFailureOf(client, error);
        // The session is gone: the player logs in again over the page where a renewal dialog is mounted (what they
        // typed stays), else the session ends and the host's gate sends them to its login page.
        if (isApiError(failure) && failure.statusCode === 401) {
          if (renewal?.hosted()) renewal.suspend();
          else await endSession();
        }
        throw failure;
      }
      await Promise.all(refetchRef.current.map((key) => mutate(key)));
      return result;
    },
    [client, mutate, endSession, renewal],
  );
}

/**
 * A call that opens a session, then the reloaded user, which it resolves with. A redirect answer (Laravel's `guest`
 * middleware: the browser is already signed in, from another tab or the back button) is not a failure while
 * `/api/me` finds the player. When the server said yes but `/api/me` still answers 401, the server did not open the
 * session for this site (the login passed the CSRF check, so the browser does send its cookies): the player is told so
 * rather than be sent to a protected page that sends them straight back.
 */
function useSessionAction<Request>(
  consumerName: string,
  call: (client: PortalClient, request: Request) => Promise<unknown>,
) {
  const client = usePortalClient(consumerName);
  const mutate = useCacheMutate();
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
      return user;
    },
    // `call` is a module-level function of each hook below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, mutate],
  );
}

const login = (client: PortalClient, request: LoginRequest) => client.login(request);
const register = (client: PortalClient, request: RegisterRequest) => client.register(request);

/** Logs in and resolves with the reloaded user; fails if the session did not stick. */
export const useLogin = () => useSessionAction('useLogin', login);
/** Registers (which logs in) and resolves with the reloaded user; fails if the session did not stick. */
export const useRegister = () => useSessionAction('useRegister', register);
/** Changes the name or language and reloads the user. */
export const useUpdateProfile = () =>
  useClientAction('useUpdateProfile', (c, r: UpdateProfileRequest) => c.updateProfile(r), [
    portalKeys.user,
  ]);
/** Changes the e-mail and reloads the user. */
export const useChangeEmail = () =>
  useClientAction('useChangeEmail', (c, r: ChangeEmailRequest) => c.changeEmail(r), [
    portalKeys.user,
  ]);
/** Changes the password and reloads the user (its last change date). */
export const useChangePassword = () =>
  useClientAction('useChangePassword', (c, r: ChangePasswordRequest) => c.changePassword(r), [
    portalKeys.user,
  ]);
/** Sets a new phone number (unverified until the SMS) and reloads the user. */
export const useUpdatePhone = () =>
  useClientAction('useUpdatePhone', (c, r: UpdatePhoneRequest) => c.updatePhone(r), [
    portalKeys.user,
  ]);
/** Converts KP into coins on a server; reloads the user (balance) and the history. */
export const useRechargeGame = () =>
  useClientAction('useRechargeGame', (c, r: RechargeGameRequest) => c.rechargeGame(r), [
    portalKeys.user,
    portalKeys.transactions,
  ]);
/** Tops up KP with a scratch card; reloads the history (the pending card) and the user. */
export const useTopupCard = () =>
  useClientAction('useTopupCard', (c, r: CardTopupRequest) => c.topupCard(r), [
    portalKeys.transactions,
    portalKeys.user,
  ]);
/** Sends a 6-character security code for an action to the player's e-mail. */
export const useRequestSecurityCode = () =>
  useClientAction(
    'useRequestSecurityCode',
    (c, action: SecurityCodeAction) => c.requestSecurityCode(action),
    [],
  );
/** Sends a new verification e-mail. */
export const useSendVerificationEmail = () =>
  useClientAction('useSendVerificationEmail', (c) => c.sendVerificationEmail(), []);
/** Sends an OTP to the current verified phone, before a phone change. */
export const useChangePhone = () => useClientAction('useChangePhone', (c) => c.changePhone(), []);
/** Claims a gift code and reloads the list. */
export const useClaimGift = () =>
  useClientAction('useClaimGift', (c, rewardType: number) => c.claimGift(rewardType), [
    portalKeys.giftCodes,
  ]);

/** Moves a closed server's balances to an active one; zones are refetched 3 seconds later. */
export function useAssignAccountZone() {
  const mutate = useCacheMutate();
  const assign = useClientAction(
    'useAssignAccountZone',
    (c, zoneId: number) => c.assignAccountZone(zoneId),
    [],
  );
  return useCallback(
    async (zoneId: number) => {
      const result = await assign(zoneId);
      setTimeout(() => {
        void mutate(portalKeys.zones);
        void mutate(portalKeys.accountZones);
      }, zoneRefetchDelayMs);
      return result;
    },
    [assign, mutate],
  );
}

/** Refetches the balance and the history, e.g. once a pending card top-up has settled (never an optimistic balance). */
export function useRefetchBalance() {
  const mutate = useCacheMutate();
  return useCallback(async () => {
    await Promise.all([mutate(portalKeys.user), mutate(portalKeys.transactions)]);
  }, [mutate]);
}

/** Logs out and clears every cached response, so nothing of the account stays in memory. */
export function useLogout() {
  const client = usePortalClient('useLogout');
  const endSession = useEndSession();
  return useCallback(async () => {
    try {
      await client.logout();
    } finally {
      await endSession();
    }
  }, [client, endSession]);
}
