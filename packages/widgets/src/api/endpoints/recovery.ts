import type {
  RecoverUsernameRequest,
  ResetPasswordByPhoneRequest,
  ResetPasswordRequest,
  SendResetEmailRequest,
} from '../requests';
import type { Message } from '../schemas/commandAnswers';
import type { PortalTransport } from '../transport';
import { decodeMessage } from './commandAnswers';

/** `POST /reset-password/send-email`, after a fresh XSRF cookie. */
export function sendResetEmail(
  api: PortalTransport,
  { username, gReCaptchaToken }: SendResetEmailRequest,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/reset-password/send-email',
      data: { username, gReCaptchaToken },
      csrf: true,
    },
    decodeMessage,
  );
}

/** `GET /reset-password/{token}`: a 404 with `errorCode: 'reset_token_invalid'` means unusable. */
export function checkResetToken(api: PortalTransport, token: string): Promise<Message> {
  return api.send(
    { method: 'get', path: `/reset-password/${encodeURIComponent(token)}` },
    decodeMessage,
  );
}

/** `POST /reset-password`, after a fresh XSRF cookie. */
export function resetPassword(
  api: PortalTransport,
  { password, passwordConfirm, token }: ResetPasswordRequest,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/reset-password',
      data: { password, passwordConfirm, token },
      csrf: true,
    },
    decodeMessage,
  );
}

/** `POST /reset-password-by-phone`, after a fresh XSRF cookie. */
export function resetPasswordByPhone(
  api: PortalTransport,
  { username, otp, newPassword, reNewPassword }: ResetPasswordByPhoneRequest,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/reset-password-by-phone',
      data: { username, otp, newPassword, reNewPassword },
      csrf: true,
    },
    decodeMessage,
  );
}

/** `POST /recover-username`, after a fresh XSRF cookie. */
export function recoverUsername(
  api: PortalTransport,
  { email, gReCaptchaToken }: RecoverUsernameRequest,
): Promise<Message> {
  return api.send(
    { method: 'post', path: '/recover-username', data: { email, gReCaptchaToken }, csrf: true },
    decodeMessage,
  );
}

/** `PUT /email-verification` with the token from the e-mailed link, after a fresh XSRF cookie. */
export function verifyEmail(api: PortalTransport, token: string): Promise<Message> {
  return api.send(
    { method: 'put', path: '/email-verification', data: { token }, csrf: true },
    decodeMessage,
  );
}
