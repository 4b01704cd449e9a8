/** `POST /login`. */
export interface LoginRequest {
  username: string;
  password: string;
  /** Keep the session for 30 days instead of the browser session. */
  remember: boolean;
}

/** `POST /register`. */
export interface RegisterRequest {
  phone: string;
  receiveNewsletter?: boolean;
  username: string;
  password: string;
  passwordConfirm: string;
  gReCaptchaToken: string;
}

/** `POST /reset-password/send-email`. */
export interface SendResetEmailRequest {
  username: string;
  gReCaptchaToken: string;
}

/** `POST /reset-password`: the new password and the token from the e-mailed link. */
export interface ResetPasswordRequest {
  password: string;
  passwordConfirm: string;
  token: string;
}

/** `POST /reset-password-by-phone`. */
export interface ResetPasswordByPhoneRequest {
  username: string;
  otp: string;
  newPassword: string;
  reNewPassword: string;
}

/** `POST /recover-username`. */
export interface RecoverUsernameRequest {
  email: string;
  gReCaptchaToken: string;
}

/** What a security code confirms. */
export type SecurityCodeAction =
  | 'confirm.email'
  | 'confirm.phone_number'
  | 'confirm.payment'
  | 'confirm.change_password'
  | 'confirm.change_email'
  | 'approve.login';

/** `POST /api/user/change-email`; `securityCode` is needed when the current e-mail is verified. */
export interface ChangeEmailRequest {
  email: string;
  securityCode?: string;
}

/** `POST /api/user/change-password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * `POST /api/user/update-phone`: `otpNumber` is needed when the current phone is verified,
 * `securityCode` (action `confirm.phone_number`) when the e-mail is verified.
 */
export interface UpdatePhoneRequest {
  newPhoneNumber: string;
  otpNumber?: string;
  securityCode?: string;
  gReCaptchaToken: string;
}

/** `PATCH /api/user/update-profile`: the name, or the language, never both. */
export type UpdateProfileRequest =
  { firstName: string; middleName: string; lastName: string } | { language: 'vi-VN' };

/** `POST /api/recharge/game`: KP to convert into coins on a server. */
export interface RechargeGameRequest {
  creditAmount: number;
  zoneId: number;
}

/** `POST /api/recharge/card`: a scratch card; `provider` is a card's `code`. */
export interface CardTopupRequest {
  provider: string;
  pin: string;
  serial: string;
  value: number;
}

/**
 * The player's decision behind a money write: its idempotency key, made when the player decides and sent as
 * `Idempotency-Key` with the write and with every resend of the same decision, so the server does it once.
 */
export interface Decision {
  idempotencyKey: string;
}
