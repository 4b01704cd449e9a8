export { viVN, type MessageKey } from './vi-VN';
export {
  coreTexts,
  type AreasOf,
  type CoreKey,
  type Messages,
  type NoArea,
  type TextKey,
} from './catalogue';
export {
  createTranslator,
  createTranslators,
  sanitiseOverrides,
  type Locale,
  type MessageOverrides,
  type MessageParams,
  type Translate,
} from './translate';
export { pseudoLocalise, isPseudoLocalised } from './pseudo';
export { formatNumber, formatVnd, formatKp, formatDate, formatDateTime } from './format';
export { displayName, fullNameOf, type NameParts } from './names';
export { supportedLanguages, languageNameKeys, type SupportedLanguage } from './languages';
