import { messages } from './messages';

/** Field name → its Vietnamese error messages, as 422 responses carry them. */
export type FieldErrors = Record<string, string[]>;

/** A JSON request body. */
export type Body = Record<string, unknown>;

/** Collects field errors in the order they are found. */
export class ErrorBag {
  readonly fields: FieldErrors = {};

  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  get isEmpty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** A body field as a string ('' when missing; numbers are accepted as their digits). */
export function text(body: Body, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when the body has this key at all, even with an empty value. */
export function present(body: Body, key: string): boolean {
  return key in body && body[key] !== undefined;
}

/** Password strength per spec section 5. */
export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'very-strong';

/** Grades a password by its classes: letter, number, symbol, mixed case. */
export function passwordStrength(password: string): PasswordStrength {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\d/.test(password);
  const hasSymbol = /[^\p{L}\d]/u.test(password);
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  const classes = [hasLetter, hasDigit, hasSymbol, mixedCase].filter(Boolean).length;
  if (classes === 4) return 'very-strong';
  if (classes >= 3 && hasSymbol) return 'strong';
  if (classes >= 2 && hasDigit) return 'medium';
  return 'weak';
}

const STRENGTH_ORDER: PasswordStrength[] = ['weak', 'medium', 'strong', 'very-strong'];

/** Checks a new password: required, 8 to 128 characters, at least `minimum` strong. */
export function checkNewPassword(
  errors: ErrorBag,
  field: string,
  password: string,
  minimum: 'medium' | 'strong',
): void {
  if (password === '') return errors.add(field, messages.passwordRequired);
  if (password.length < 8) errors.add(field, messages.passwordMin);
  if (password.length > 128) errors.add(field, messages.passwordMax);
  const strength = STRENGTH_ORDER.indexOf(passwordStrength(password));
  if (strength < STRENGTH_ORDER.indexOf(minimum)) {
    errors.add(field, minimum === 'medium' ? messages.passwordMedium : messages.passwordStrong);
  }
}

/** Checks that a confirmation repeats the password. */
export function checkConfirmation(
  errors: ErrorBag,
  field: string,
  confirmation: string,
  password: string,
): void {
  if (confirmation !== password) errors.add(field, messages.passwordConfirmMismatch);
}

/** Checks a phone number: required, 10 to 15 digits. */
export function checkPhone(errors: ErrorBag, field: string, phone: string): void {
  const value = phone.trim();
  if (value === '') return errors.add(field, messages.phoneRequired);
  if (value.length > 15) return errors.add(field, messages.phoneMax);
  if (!/^\d{10,15}$/.test(value)) errors.add(field, messages.phoneInvalid);
}

/** Checks the format of a username being registered: 4 to 32 of a-z, 0-9 and _. */
export function checkNewUsername(errors: ErrorBag, field: string, username: string): void {
  if (username === '') return errors.add(field, messages.usernameRequired);
  if (username.length < 4 || username.length > 32) errors.add(field, messages.usernameLength);
  if (!/^[a-z0-9_]*$/.test(username)) errors.add(field, messages.usernameChars);
}

/** Checks a username typed to log in or to recover an account: required, at least 4. */
export function checkUsername(errors: ErrorBag, field: string, username: string): void {
  if (username.trim() === '') return errors.add(field, messages.usernameRequired);
  if (username.trim().length < 4) errors.add(field, messages.usernameMin);
}

/** True for an e-mail address; any top-level domain (or none) is fine. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/.test(value);
}

/** Checks an e-mail address: required, at most 128, valid. */
export function checkEmail(errors: ErrorBag, field: string, email: string): void {
  const value = email.trim();
  if (value === '') return errors.add(field, messages.emailRequired);
  if (value.length > 128) return errors.add(field, messages.emailMax);
  if (!isEmail(value)) errors.add(field, messages.emailInvalid);
}

/** Checks a 6-character code (OTP or security code). */
export function checkSixCharacters(
  errors: ErrorBag,
  field: string,
  code: string,
  texts: { required: string; length: string },
): void {
  if (code.trim() === '') return errors.add(field, texts.required);
  if (code.trim().length !== 6) errors.add(field, texts.length);
}

/** The development captcha token that always passes (any other non-empty token passes too). */
export const DEV_CAPTCHA_OK = 'dev-captcha-ok';

/** The development captcha token that always fails. */
export const DEV_CAPTCHA_FAIL = 'dev-captcha-fail';

/** Checks `gReCaptchaToken`: missing or empty is an error, `dev-captcha-fail` is rejected. */
export function checkCaptcha(errors: ErrorBag, body: Body): void {
  const token = text(body, 'gReCaptchaToken').trim();
  if (token === '') errors.add('gReCaptchaToken', messages.captchaRequired);
  else if (token === DEV_CAPTCHA_FAIL) errors.add('gReCaptchaToken', messages.captchaFailed);
}
