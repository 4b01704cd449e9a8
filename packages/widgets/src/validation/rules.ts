import { issue, type FieldIssue, type Rule } from './issue';
import { validationRules } from '../i18n/vi-VN/validationRules';
import { isAtLeast, type PasswordStrength } from './passwordStrength';

/** The issue of `key`, a text of these rules' own catalogue. */
export const ruleIssue = (key: keyof typeof validationRules): FieldIssue => ({
  key,
  texts: validationRules,
});

/** Usernames of registration: 4 to 32 of a-z, digits and underscore. */
const usernamePattern = /^[a-z0-9_]+$/;
/** Any local part, an @, and a domain with at least one dot; no top-level-domain list. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Registration phone: required, 10 to 15 digits. */
export const registrationPhone: Rule = (value) => {
  if (value === '') return ruleIssue('validation.phone.required');
  if (!/^\d{10,15}$/.test(value)) return ruleIssue('validation.phone.invalid');
  return null;
};

/** A new phone number: required, digits, at most 15. */
export const newPhoneNumber: Rule = (value) => {
  if (value === '') return ruleIssue('validation.phone.required');
  if (value.length > 15) return ruleIssue('validation.phone.max');
  if (!/^\d+$/.test(value)) return ruleIssue('validation.phone.invalid');
  return null;
};

/** Registration username: required, 4 to 32 of a-z, digits and underscore. */
export const registrationUsername: Rule = (value) => {
  if (value === '') return issue('validation.username.required');
  if (value.length < 4 || value.length > 32) return ruleIssue('validation.username.length');
  if (!usernamePattern.test(value)) return ruleIssue('validation.username.charset');
  return null;
};

/** A new password: required, 8 to 128 characters, at least `strength` (medium or strong). */
export const newPassword =
  (strength: Extract<PasswordStrength, 'medium' | 'strong'>): Rule =>
  (value) => {
    if (value === '') return issue('validation.password.required');
    if (value.length < 8) return ruleIssue('validation.password.min');
    if (value.length > 128) return ruleIssue('validation.password.max');
    if (!isAtLeast(value, strength)) return ruleIssue(`validation.password.${strength}`);
    return null;
  };

/** The confirmation must equal the password. */
export const passwordConfirmation =
  (password: string): Rule =>
  (value) => {
    if (value === '') return ruleIssue('validation.passwordConfirm.required');
    if (value !== password) return ruleIssue('validation.passwordConfirm.mismatch');
    return null;
  };

/** Exactly six characters: the OTP and the security code. */
export const sixCharacterCode =
  (key: 'validation.otp.length' | 'validation.securityCode.length'): Rule =>
  (value) =>
    value.length === 6 ? null : ruleIssue(key);

/** E-mail: required, at most 128, a valid address with any top-level domain. */
export const email: Rule = (value) => {
  if (value === '') return ruleIssue('validation.email.required');
  if (value.length > 128) return ruleIssue('validation.email.max');
  if (!emailPattern.test(value)) return ruleIssue('validation.email.invalid');
  return null;
};
