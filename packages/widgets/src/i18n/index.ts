export { viVN, type MessageKey } from './vi-VN';
export { registerMessages, type Messages } from './catalogue';
export {
  createTranslator,
  sanitiseOverrides,
  type Locale,
  type MessageOverrides,
  type MessageParams,
  type Translate,
} from './translate';
export { pseudoLocalise, isPseudoLocalised } from './pseudo';
export { formatNumber, formatVnd, formatKp, formatDate, formatDateTime } from './format';
export { supportedLanguages, languageNameKeys, type SupportedLanguage } from './languages';
