import { useColourModeContext, useI18nContext, usePortalRootContext } from './contexts';

/** `t(key, params)` of the nearest PortalProvider. */
export function useTranslate() {
  return useI18nContext('useTranslate').t;
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
