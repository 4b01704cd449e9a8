export {
  characterClasses,
  isAtLeast,
  passwordStrength,
  passwordStrengths,
  type CharacterClasses,
  type PasswordStrength,
} from './passwordStrength';
export type { FieldIssue, Rule } from './issue';
export {
  email,
  namePart,
  newPassword,
  newPhoneNumber,
  passwordConfirmation,
  registrationPhone,
  registrationUsername,
  ruleIssue,
  sixCharacterCode,
} from './rules';
export { limits } from './limits';
export { loginUsername, requiredPassword } from './signInRules';
export { normaliseText } from './normaliseText';
export { normaliseCodeInput, normalisePhoneInput } from './phone';
export { cardDigitsOf, normaliseCardDigits } from './cardDigits';
export { crc16CcittFalse, hasValidVietQrCrc } from './vietQr';
export {
  cardLengths,
  checkCardDigits,
  lengthsOf,
  unknownCardLength,
  type CardDigitsCheck,
  type CardLengths,
} from './cardRules';
