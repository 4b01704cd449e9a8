import type { AreasOf, Messages, Translate } from '../i18n';
import {
  useColourModeContext,
  useI18nContext,
  usePortalRootContext,
  useServicesContext,
} from './contexts';

/**
 * `t(key, params)` of the nearest PortalProvider's locale and overrides, knowing the core texts (common, form, ui,
 * api, validation) and those of the area catalogues given: `const t = useTranslate(authLogin)`. Import the catalogue
 * where its texts are shown (`import { authLogin } from '../../i18n/vi-VN/authLogin'`), so that a bundle carries an
 * area's texts only with the widgets that show them; `t` accepts only those keys.
 */
export function useTranslate<Areas extends readonly Messages[]>(
  ...areas: Areas
): Translate<AreasOf<Areas>> {
  return useI18nContext('useTranslate').translatorOf(areas);
}

/**
 * The nearest PortalProvider's maker of translators, for texts whose area is known only at run time (a field rule's
 * issue names its catalogue): `translatorOf([issue.texts])` is what `useTranslate` would give.
 */
export function useTranslatorOf() {
  return useI18nContext('useTranslatorOf').translatorOf;
}

/** The locale of the nearest PortalProvider. */
export function useLocale() {
  return useI18nContext('useLocale').locale;
}

/** The player's colour mode, what it resolves to, and a setter that remembers the choice. */
export function useColourMode() {
  return useColourModeContext('useColourMode');
}

/** The element dialogs and popovers render into. */
export function usePortalRoot() {
  return usePortalRootContext('usePortalRoot').root;
}

/** The API transport given to PortalProvider (`client`), for the endpoint functions: `me(client)`. */
export function usePortalClient(consumerName = 'usePortalClient') {
  return useServicesContext(consumerName).client;
}

/** The bot protection given to PortalProvider. */
export function useCaptcha(consumerName = 'useCaptcha') {
  return useServicesContext(consumerName).captcha;
}

/** Hands a failure to PortalProvider's `onError` (or its quiet default). */
export function useReportError(consumerName = 'useReportError') {
  return useServicesContext(consumerName).reportError;
}

/** The share dialog given to PortalProvider. */
export function useShare(consumerName = 'useShare') {
  return useServicesContext(consumerName).share;
}

/** The clipboard given to PortalProvider. */
export function useClipboard(consumerName = 'useClipboard') {
  return useServicesContext(consumerName).clipboard;
}

/** The waits of the widgets' polls (PortalProvider's `timing`, defaults filled in). */
export function useTiming(consumerName = 'useTiming') {
  return useServicesContext(consumerName).timing;
}
