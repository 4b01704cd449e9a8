// The sign-in form's rules, apart from the rules of new credentials (rules.ts): the login page and <portal-login>
// carry these alone, not the registration's, the new password's and its strength (a module travels whole).
import type { MessageKey } from '../i18n';
import { issue, type Rule } from './issue';
import { limits } from './limits';

/** Login and recovery username: required, at least 4 characters. */
export const loginUsername: Rule = (value) => {
  if (value === '') return issue('validation.username.required');
  if (value.length < limits.username.min) return issue('validation.username.min');
  return null;
};

/** Any password that must be given (login, current password). */
export const requiredPassword =
  (key: MessageKey = 'validation.password.required'): Rule =>
  (value) =>
    value === '' ? issue(key) : null;
