/**
 * @portal/widgets: the account portal's widgets for React apps.
 * Wrap them in <PortalProvider> and import '@portal/widgets/styles.css' once.
 */
export { PortalProvider, useColourMode, useLocale, useTranslate } from './provider';
export {
  createTranslator,
  formatDate,
  formatDateTime,
  formatKp,
  formatNumber,
  formatVnd,
  sanitiseOverrides,
  viVN,
} from './i18n';
export { colourModes, colourModeStorageKey } from './theme';

export type { PortalProviderProps, ColourModeState } from './provider';
export type { Locale, MessageKey, MessageOverrides, MessageParams, Translate } from './i18n';
export type { ColourMode, ResolvedColourMode } from './theme';
