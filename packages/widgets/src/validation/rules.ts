import { issue, type FieldIssue, type Rule } from './issue';
import { validationRules } from '../i18n/vi-VN/validationRules';
import { limits } from './limits';
import { isAtLeast, type PasswordStrength } from './passwordStrength';

/** The issue of `key`, a text of these rules' own catalogue. */
export const ruleIssue = (key: keyof typeof validationRules): FieldIssue => ({
  key,
  texts: validationRules,
});

/** Usernames of registration: 4 to 32 of a-z, digits and underscore. */
const usernamePattern = /^[a-z0-9_]+$/;
/**
 * Any local part, an @, and a domain of one or more labels: no top-level-domain restriction, so `hiep@khach` is an
 * address (as Laravel's `email` rule reads it), and `hiep@khach.` or `hiep@.vn` are not.
 */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/** Registration phone: required, 10 to 15 digits. */
export const registrationPhone: Rule = (value) => {
  if (value === '') return ruleIssue('validation.phone.required');
  const { min, max } = limits.phone;
  if (!/^\d+$/.test(value) || value.length < min || value.length > max)
    return ruleIssue('validation.phone.invalid');
  return null;
};

/** A new phone number: required, at most 15, digits. */
export const newPhoneNumber: Rule = (value) => {
  if (value === '') return ruleIssue('validation.phone.required');
  if (value.length > limits.phone.max) return ruleIssue('validation.phone.max');
  if (!/^\d+$/.test(value)) return ruleIssue('validation.phone.invalid');
  return null;
};

/** Registration username: required, 4 to 32 of a-z, digits and underscore. */
export const registrationUsername: Rule = (value) => {
  if (value === '') return issue('validation.username.required');
  const { min, max } = limits.username;
  if (value.length < min || value.length > max) return ruleIssue('validation.username.length');
  if (!usernamePattern.test(value)) return ruleIssue('validation.username.charset');
  return null;
};

/** A new password: required, 8 to 128 characters, at least `strength` (medium or strong). */
export const newPassword =
  (strength: Extract<PasswordStrength, 'medium' | 'strong'>): Rule =>
  (value) => {
    if (value === '') return issue('validation.password.required');
    if (value.length < limits.password.min) return ruleIssue('validation.password.min');
    if (value.length > limits.password.max) return ruleIssue('validation.password.max');
    if (!isAtLeast(value, strength)) return ruleIssue(`validation.password.${strength}`);
    return null;
  };

/** The confirmation must equal the password (the spec's one message: an empty one with a password does not). */
export const passwordConfirmation =
  (password: string): Rule =>
  (value) =>
    value === password ? null : ruleIssue('validation.passwordConfirm.mismatch');

/** Required, exactly six characters: the OTP and the security code. */
export const sixCharacterCode =
  (code: 'otp' | 'securityCode'): Rule =>
  (value) => {
    if (value === '') return ruleIssue(`validation.${code}.required`);
    return value.length === limits.code.length ? null : ruleIssue(`validation.${code}.length`);
  };

/** E-mail: required, at most 128, a valid address with any top-level domain. */
export const email: Rule = (value) => {
  if (value === '') return ruleIssue('validation.email.required');
  if (value.length > limits.email.max) return ruleIssue('validation.email.max');
  if (!emailPattern.test(value)) return ruleIssue('validation.email.invalid');
  return null;
};

/** A part of a name: at most 128; the first and last names are required, the middle one is not. */
export const namePart =
  (part: 'firstName' | 'middleName' | 'lastName'): Rule =>
  (value) => {
    if (value === '' && part !== 'middleName') return ruleIssue(`validation.${part}.required`);
    return value.length > limits.name.max ? ruleIssue('validation.name.max') : null;
  };
