import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  LoginRequest,
  PortalClient,
  RechargeGameRequest,
  RegisterRequest,
  UpdatePhoneRequest,
  UpdateProfileRequest,
} from '../../api';
import { usePortalClient } from '../hooks';
import { portalKeys, type PortalKey } from './keys';

/** Spec section 9: zones are refetched 3 seconds after a successful assignment. */
export const zoneRefetchDelayMs = 3000;

/** A call to the client followed by refetching what it changed. */
function useClientAction<Args extends unknown[], Result>(
  consumerName: string,
  call: (client: PortalClient, ...args: Args) => Promise<Result>,
  refetch: readonly PortalKey[],
) {
  const client = usePortalClient(consumerName);
  const { mutate } = useSWRConfig();
  const callRef = useRef(call);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    callRef.current = call;
    refetchRef.current = refetch;
  });
  return useCallback(
    async (...args: Args): Promise<Result> => {
      const result = await callRef.current(client, ...args);
      await Promise.all(refetchRef.current.map((key) => mutate(key)));
      return result;
    },
    [client, mutate],
  );
}

/** Logs in and reloads the user. */
export const useLogin = () =>
  useClientAction('useLogin', (c, r: LoginRequest) => c.login(r), [portalKeys.user]);
/** Registers (which logs in) and reloads the user. */
export const useRegister = () =>
  useClientAction('useRegister', (c, r: RegisterRequest) => c.register(r), [portalKeys.user]);
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
/** Claims a gift code and reloads the list. */
export const useClaimGift = () =>
  useClientAction('useClaimGift', (c, rewardType: number) => c.claimGift(rewardType), [
    portalKeys.giftCodes,
  ]);

/** Moves a closed server's balances to an active one; zones are refetched 3 seconds later. */
export function useAssignAccountZone() {
  const { mutate } = useSWRConfig();
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

/** Logs out and clears every cached response, so nothing of the account stays in memory. */
export function useLogout() {
  const client = usePortalClient('useLogout');
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await client.logout();
    } finally {
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(portalKeys.user, null, { revalidate: false });
    }
  }, [client, mutate]);
}
