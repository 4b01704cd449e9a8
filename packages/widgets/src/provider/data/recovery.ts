import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import {
  checkResetToken,
  recoverUsername,
  resetPassword,
  resetPasswordByPhone,
  sendResetEmail,
  verifyEmail,
  type Message,
  type PortalTransport,
} from '../../api';
import { usePortalClient } from '../contextHooks';
import { tokenKeys } from './keys';
import { useQueryResult, type QueryResult } from './useQueryResult';

/**
 * A write of the signed-out recovery flows: the returned function sends the request and throws the `ApiError` of a
 * failure (the form shows and reports it). Nothing is cached: each answer is the form's alone. (Not swr's
 * `useSWRMutation`, which touches no key here and would hand each failure to the provider's `onError` as a load.)
 */
function useRecoveryCall<Request>(
  name: string,
  call: (client: PortalTransport, request: Request) => Promise<Message>,
): (request: Request) => Promise<Message> {
  const client = usePortalClient(name);
  return useCallback((request: Request) => call(client, request), [client, call]);
}

/** Sends a reset link to the account's e-mail (the answer is the same for any username). */
export const useSendResetEmail = () => useRecoveryCall('useSendResetEmail', sendResetEmail);
/** E-mails the usernames of an address (the answer is the same for any address). */
export const useRecoverUsername = () => useRecoveryCall('useRecoverUsername', recoverUsername);
/** Sets a new password with the token of an e-mailed link. */
export const useResetPasswordWithToken = () =>
  useRecoveryCall('useResetPasswordWithToken', resetPassword);
/** Sets a new password with the OTP the player received by SMS. */
export const useResetPasswordByPhone = () =>
  useRecoveryCall('useResetPasswordByPhone', resetPasswordByPhone);

/**
 * A token's call, once per token: swr's immutable query (not again on focus, reconnect or a second
 * mount), whose failure is not retried by itself: the result's `retry` tries again.
 */
const oncePerToken = { shouldRetryOnError: false } as const;

/** Checks the token of a reset link; a 404 or `reset_token_invalid` is the failure's error. */
export function useResetTokenCheck(token: string): QueryResult<Message> {
  const client = usePortalClient('useResetTokenCheck');
  return useQueryResult(
    useSWRImmutable(
      tokenKeys.resetToken(token),
      () => checkResetToken(client, token),
      oncePerToken,
    ),
  );
}

/**
 * Checks a reset link's token again, e.g. after a reset whose outcome is unknown: resolves when the
 * token is still valid (the cached check is replaced), rejects with the check's error otherwise (a
 * spent token rejects with 404 or `reset_token_invalid`). The cached check keeps its answer on a
 * rejection: the caller decides what a spent token means.
 */
export function useResetTokenRecheck(token: string): () => Promise<Message> {
  const client = usePortalClient('useResetTokenRecheck');
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const answer = await mutate(tokenKeys.resetToken(token), checkResetToken(client, token), {
      revalidate: false,
    });
    if (answer === undefined) throw new Error('useResetTokenRecheck: the check gave no answer.');
    return answer;
  }, [client, mutate, token]);
}

/**
 * Verifies an e-mail address with the token of its link. The call spends the token, so it is sent
 * once per token (StrictMode's second mount and any later one share the first answer).
 */
export function useEmailVerificationCall(token: string): QueryResult<Message> {
  const client = usePortalClient('useEmailVerificationCall');
  return useQueryResult(
    useSWRImmutable(
      tokenKeys.emailVerification(token),
      () => verifyEmail(client, token),
      oncePerToken,
    ),
  );
}
