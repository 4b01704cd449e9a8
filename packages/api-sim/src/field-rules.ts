import { messages } from './messages';

/**
 * The field rules of spec section 5 as this server reads them. The client has its own code for them (it stands for
 * the real server, which is not ours), and reads the spec the same way: the widgets' conformance test feeds both the
 * same generated values and fails where they disagree (packages/widgets/test/ruleConformance.test.ts).
 */

/** A field's rule: the messages of what is wrong with the value as the request carries it, in order; none if fine. */
export type FieldRule = (value: string) => string[];

/** The most characters of a password, an e-mail address and each part of a name (spec section 9). */
const TEXT_MAX = 128;
/** The most digits of a phone number (spec section 5). */
const PHONE_MAX = 15;

/** Password strength per spec section 5. */
export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'very-strong';

/** Grades a password by its classes: letter, number (a digit of any script), symbol (anything else), mixed case. */
export function passwordStrength(password: string): PasswordStrength {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSymbol = /[^\p{L}\p{Nd}]/u.test(password);
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  const classes = [hasLetter, hasDigit, hasSymbol, mixedCase].filter(Boolean).length;
  if (classes === 4) return 'very-strong';
  if (classes >= 3 && hasSymbol) return 'strong';
  if (classes >= 2 && hasDigit) return 'medium';
  return 'weak';
}

const STRENGTH_ORDER: PasswordStrength[] = ['weak', 'medium', 'strong', 'very-strong'];

/** A new password: required, 8 to 128 characters, at least `minimum` strong; checked exactly as sent. */
export const newPassword =
  (minimum: 'medium' | 'strong'): FieldRule =>
  (password) => {
    if (password === '') return [messages.passwordRequired];
    const found: string[] = [];
    if (password.length < 8) found.push(messages.passwordMin);
    if (password.length > TEXT_MAX) found.push(messages.passwordMax);
    if (STRENGTH_ORDER.indexOf(passwordStrength(password)) < STRENGTH_ORDER.indexOf(minimum)) {
      found.push(minimum === 'medium' ? messages.passwordMedium : messages.passwordStrong);
    }
    return found;
  };

/** A password that must be given (login, the current password), with the field's own message. */
export const givenPassword =
  (required: string): FieldRule =>
  (password) =>
    password === '' ? [required] : [];

/** A confirmation: it must equal the password (the spec's one message, empty or not). */
export const confirmationOf =
  (password: string): FieldRule =>
  (confirmation) =>
    confirmation === password ? [] : [messages.passwordConfirmMismatch];

/** Registration phone: required, 10 to 15 digits ('invalid phone number', or 'enter your phone number' if empty). */
export const registrationPhone: FieldRule = (phone) => {
  const value = phone.trim();
  if (value === '') return [messages.phoneRequired];
  return /^\d{10,15}$/.test(value) ? [] : [messages.phoneInvalid];
};

/** A new phone number (update-phone): required, at most 15, digits. */
export const newPhoneNumber: FieldRule = (phone) => {
  const value = phone.trim();
  if (value === '') return [messages.phoneRequired];
  if (value.length > PHONE_MAX) return [messages.phoneMax];
  return /^\d+$/.test(value) ? [] : [messages.phoneInvalid];
};

/** The username of a registration: required, 4 to 32 of a-z, 0-9 and _. */
export const newUsername: FieldRule = (username) => {
  const value = username.trim();
  if (value === '') return [messages.usernameRequired];
  const found: string[] = [];
  if (value.length < 4 || value.length > 32) found.push(messages.usernameLength);
  if (!/^[a-z0-9_]*$/.test(value)) found.push(messages.usernameChars);
  return found;
};

/** A username typed to log in or to recover an account: required, at least 4. */
export const signInUsername: FieldRule = (username) => {
  const value = username.trim();
  if (value === '') return [messages.usernameRequired];
  return value.length < 4 ? [messages.usernameMin] : [];
};

/** True for an e-mail address: a local part, an @ and a domain of one or more labels; any top-level domain, or none. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/.test(value);
}

/** An e-mail address: required, at most 128, valid. */
export const email: FieldRule = (address) => {
  const value = address.trim();
  if (value === '') return [messages.emailRequired];
  if (value.length > TEXT_MAX) return [messages.emailMax];
  return isEmail(value) ? [] : [messages.emailInvalid];
};

/** A 6-character code: required, exactly 6 characters. */
const sixCharacters =
  (texts: { required: string; length: string }): FieldRule =>
  (code) => {
    const value = code.trim();
    if (value === '') return [texts.required];
    return value.length === 6 ? [] : [texts.length];
  };

/** An OTP (phone reset, phone change). */
export const otpCode = sixCharacters({
  required: messages.otpRequired,
  length: messages.otpLength,
});

/** A security code sent to the e-mail. */
export const securityCode = sixCharacters({
  required: messages.securityCodeRequired,
  length: messages.securityCodeLength,
});

/** A part of a name: at most 128; the first and last names are required, the middle one is not. */
export const namePart =
  (part: 'firstName' | 'middleName' | 'lastName'): FieldRule =>
  (name) => {
    const value = name.trim();
    if (value === '' && part === 'firstName') return [messages.firstNameRequired];
    if (value === '' && part === 'lastName') return [messages.lastNameRequired];
    return value.length > TEXT_MAX ? [messages.nameMax] : [];
  };

/** The languages a player may choose (spec section 3: vi-VN only). */
export const SUPPORTED_LANGUAGES: readonly string[] = ['vi-VN'];

/** A language: one of the supported ones. */
export const language: FieldRule = (value) =>
  SUPPORTED_LANGUAGES.includes(value) ? [] : [messages.languageInvalid];
