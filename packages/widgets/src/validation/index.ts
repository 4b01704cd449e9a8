export {
  characterClasses,
  isAtLeast,
  passwordStrength,
  passwordStrengths,
  type CharacterClasses,
  type PasswordStrength,
} from './passwordStrength';
export {
  email,
  loginUsername,
  newPassword,
  newPhoneNumber,
  passwordConfirmation,
  registrationPhone,
  registrationUsername,
  requiredPassword,
  sixCharacterCode,
  type FieldIssue,
  type Rule,
} from './rules';
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
