import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  SecurityCodeAction,
  UpdatePhoneRequest,
  UpdateProfileRequest,
} from '../requests';
import type { Message } from '../schemas/commandAnswers';
import type { PortalTransport } from '../transport';
import { decodeMessage } from './commandAnswers';

/** `POST /api/security-code/`: a code to the player's e-mail. */
export function requestSecurityCode(
  api: PortalTransport,
  action: SecurityCodeAction,
): Promise<Message> {
  return api.send({ method: 'post', path: '/api/security-code/', data: { action } }, decodeMessage);
}

/** `POST /api/user/change-email`. */
export function changeEmail(
  api: PortalTransport,
  { email, securityCode }: ChangeEmailRequest,
): Promise<Message> {
  return api.send(
    { method: 'post', path: '/api/user/change-email', data: { email, securityCode } },
    decodeMessage,
  );
}

/** `POST /api/user/change-password`. */
export function changePassword(
  api: PortalTransport,
  { currentPassword, password, passwordConfirm }: ChangePasswordRequest,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/api/user/change-password',
      data: { currentPassword, password, passwordConfirm },
    },
    decodeMessage,
  );
}

/** `POST /api/user/change-phone`: an OTP SMS to the current verified phone. */
export function changePhone(api: PortalTransport): Promise<Message> {
  return api.send({ method: 'post', path: '/api/user/change-phone', data: {} }, decodeMessage);
}

/** `POST /api/user/update-phone`. */
export function updatePhone(
  api: PortalTransport,
  { newPhoneNumber, otpNumber, securityCode, gReCaptchaToken }: UpdatePhoneRequest,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/api/user/update-phone',
      data: { newPhoneNumber, otpNumber, securityCode, gReCaptchaToken },
    },
    decodeMessage,
  );
}

/** `PATCH /api/user/update-profile`: the name or the language. */
export function updateProfile(
  api: PortalTransport,
  request: UpdateProfileRequest,
): Promise<Message> {
  return api.send(
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
    decodeMessage,
  );
}

/** `POST /email-verification/send`, after a fresh XSRF cookie: a new link to the signed-in player's e-mail. */
export function sendVerificationEmail(api: PortalTransport): Promise<Message> {
  return api.send(
    { method: 'post', path: '/email-verification/send', data: {}, csrf: true },
    decodeMessage,
  );
}
