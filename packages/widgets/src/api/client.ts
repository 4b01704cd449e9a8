import { decoders } from './decoders';
import type { PortalClient, PortalClientOptions } from './PortalClient';
import { createTransport } from './transport';

/** The API's default deadline per request. */
export const defaultTimeoutMs = 5000;

/** Creates the account API client on redaxios; request bodies carry only the contract's fields. */
export function createPortalClient({
  baseURL,
  timeoutMs = defaultTimeoutMs,
  fetch,
}: PortalClientOptions): PortalClient {
  const { send, baseURL: base } = createTransport({ baseURL, timeoutMs, fetch });

  return {
    baseURL: base,
    me: () => send({ method: 'get', path: '/api/me' }, decoders['GET /api/me']),
    login: ({ username, password, remember }) =>
      send(
        { method: 'post', path: '/login', data: { username, password, remember }, csrf: true },
        decoders['POST /login'],
      ),
    logout: async () => {
      await send({ method: 'post', path: '/logout' }, decoders['POST /logout']);
    },
    register: ({
      phone,
      receiveNewsletter,
      username,
      password,
      passwordConfirm,
      gReCaptchaToken,
    }) =>
      send(
        {
          method: 'post',
          path: '/register',
          data: { phone, receiveNewsletter, username, password, passwordConfirm, gReCaptchaToken },
          csrf: true,
        },
        decoders['POST /register'],
      ),
    sendResetEmail: ({ username, gReCaptchaToken }) =>
      send(
        {
          method: 'post',
          path: '/reset-password/send-email',
          data: { username, gReCaptchaToken },
          csrf: true,
        },
        decoders['POST /reset-password/send-email'],
      ),
    checkResetToken: (token) =>
      send(
        { method: 'get', path: `/reset-password/${encodeURIComponent(token)}` },
        decoders['GET /reset-password/{token}'],
      ),
    resetPassword: ({ password, passwordConfirm, token }) =>
      send(
        {
          method: 'post',
          path: '/reset-password',
          data: { password, passwordConfirm, token },
          csrf: true,
        },
        decoders['POST /reset-password'],
      ),
    resetPasswordByPhone: ({ username, otp, newPassword, reNewPassword }) =>
      send(
        {
          method: 'post',
          path: '/reset-password-by-phone',
          data: { username, otp, newPassword, reNewPassword },
          csrf: true,
        },
        decoders['POST /reset-password-by-phone'],
      ),
    recoverUsername: ({ email, gReCaptchaToken }) =>
      send(
        { method: 'post', path: '/recover-username', data: { email, gReCaptchaToken }, csrf: true },
        decoders['POST /recover-username'],
      ),
    sendVerificationEmail: () =>
      send(
        { method: 'post', path: '/email-verification/send', data: {}, csrf: true },
        decoders['POST /email-verification/send'],
      ),
    verifyEmail: (token) =>
      send(
        { method: 'put', path: '/email-verification', data: { token }, csrf: true },
        decoders['PUT /email-verification'],
      ),
    requestSecurityCode: (action) =>
      send(
        { method: 'post', path: '/api/security-code/', data: { action } },
        decoders['POST /api/security-code/'],
      ),
    changeEmail: ({ email, securityCode }) =>
      send(
        { method: 'post', path: '/api/user/change-email', data: { email, securityCode } },
        decoders['POST /api/user/change-email'],
      ),
    changePassword: ({ currentPassword, password, passwordConfirm }) =>
      send(
        {
          method: 'post',
          path: '/api/user/change-password',
          data: { currentPassword, password, passwordConfirm },
        },
        decoders['POST /api/user/change-password'],
      ),
    changePhone: () =>
      send(
        { method: 'post', path: '/api/user/change-phone', data: {} },
        decoders['POST /api/user/change-phone'],
      ),
    updatePhone: ({ newPhoneNumber, otpNumber, securityCode, gReCaptchaToken }) =>
      send(
        {
          method: 'post',
          path: '/api/user/update-phone',
          data: { newPhoneNumber, otpNumber, securityCode, gReCaptchaToken },
        },
        decoders['POST /api/user/update-phone'],
      ),
    updateProfile: (request) =>
      send(
        {
          method: 'patch',
          path: '/api/user/update-profile',
          data:
            'language' in request
              ? { language: request.language }
              : {
                  firstName: request.firstName,
                  middleName: request.middleName,
                  lastName: request.lastName,
                },
        },
        decoders['PATCH /api/user/update-profile'],
      ),
    paymentMethods: () =>
      send({ method: 'get', path: '/api/payment-methods' }, decoders['GET /api/payment-methods']),
    rechargeConfig: () =>
      send({ method: 'get', path: '/api/recharge/game' }, decoders['GET /api/recharge/game']),
    rechargeGame: ({ creditAmount, zoneId }) =>
      send(
        {
          method: 'post',
          path: '/api/recharge/game',
          data: { creditAmount, zoneId },
          replayOn419: false,
        },
        decoders['POST /api/recharge/game'],
      ),
    topupCard: async ({ provider, pin, serial, value }) => {
      const answer = await send(
        {
          method: 'post',
          path: '/api/recharge/card',
          data: { provider: provider.toUpperCase(), pin, serial, value },
          replayOn419: false,
        },
        decoders['POST /api/recharge/card'],
      );
      return answer.data;
    },
    transactions: () =>
      send(
        // The timestamp defeats any cache between the portal and the API.
        { method: 'get', path: '/api/transaction-history', params: { nocache: Date.now() } },
        decoders['GET /api/transaction-history'],
      ),
    zones: () => send({ method: 'get', path: '/api/zones' }, decoders['GET /api/zones']),
    accountZones: () =>
      send({ method: 'get', path: '/api/account-zones' }, decoders['GET /api/account-zones']),
    assignAccountZone: (zoneId) =>
      send(
        { method: 'post', path: '/api/account-zones', data: { zoneId }, replayOn419: false },
        decoders['POST /api/account-zones'],
      ),
    giftCodes: () =>
      send({ method: 'get', path: '/api/giftpaysys' }, decoders['GET /api/giftpaysys']),
    claimGift: (rewardType) =>
      send(
        { method: 'post', path: '/api/giftpaysys/receive', data: { rewardType } },
        decoders['POST /api/giftpaysys/receive'],
      ),
  };
}
