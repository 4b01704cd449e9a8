import { issue, type Rule } from './issue';
import { isAtLeast, type PasswordStrength } from './passwordStrength';

/** Usernames of registration: 4 to 32 of a-z, digits and underscore. */
const usernamePattern = /^[a-z0-9_]+$/;
/** Any local part, an @, and a domain with at least one dot; no top-level-domain list. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Registration phone: required, 10 to 15 digits. */
export const registrationPhone: Rule = (value) => {
  if (value === '') return issue('validation.phone.required');
  if (!/^\d{10,15}$/.test(value)) return issue('validation.phone.invalid');
  return null;
};

/** A new phone number: required, digits, at most 15. */
export const newPhoneNumber: Rule = (value) => {
  if (value === '') return issue('validation.phone.required');
  if (value.length > 15) return issue('validation.phone.max');
  if (!/^\d+$/.test(value)) return issue('validation.phone.invalid');
  return null;
};

/** Registration username: required, 4 to 32 of a-z, digits and underscore. */
export const registrationUsername: Rule = (value) => {
  if (value === '') return issue('validation.username.required');
  if (value.length < 4 || value.length > 32) return issue('validation.username.length');
  if (!usernamePattern.test(value)) return issue('validation.username.charset');
  return null;
};

/** A new password: required, 8 to 128 characters, at least `strength` (medium or strong). */
export const newPassword =
  (strength: Extract<PasswordStrength, 'medium' | 'strong'>): Rule =>
  (value) => {
    if (value === '') return issue('validation.password.required');
    if (value.length < 8) return issue('validation.password.min');
    if (value.length > 128) return issue('validation.password.max');
    if (!isAtLeast(value, strength)) return issue(`validation.password.${strength}`);
    return null;
  };

/** The confirmation must equal the password. */
export const passwordConfirmation =
  (password: string): Rule =>
  (value) => {
    if (value === '') return issue('validation.passwordConfirm.required');
    if (value !== password) return issue('validation.passwordConfirm.mismatch');
    return null;
  };

/** Exactly six characters: the OTP and the security code. */
export const sixCharacterCode =
  (key: 'validation.otp.length' | 'validation.securityCode.length'): Rule =>
  (value) =>
    value.length === 6 ? null : issue(key);

/** E-mail: required, at most 128, a valid address with any top-level domain. */
export const email: Rule = (value) => {
  if (value === '') return issue('validation.email.required');
  if (value.length > 128) return issue('validation.email.max');
  if (!emailPattern.test(value)) return issue('validation.email.invalid');
  return null;
};
