import type { Locale, Translate } from '../i18n';
import { createPortalContext } from './createPortalContext';
import type { ColourModeState } from './useColourModeState';

/** The translator and the locale it speaks. */
export interface I18nValue {
  locale: Locale;
  t: Translate;
}

export const [I18nProvider, useI18nContext] = createPortalContext<I18nValue>('PortalProvider');
export const [ColourModeProvider, useColourModeContext] =
  createPortalContext<ColourModeState>('PortalProvider');
/** The element dialogs render into: the provider's root, so they stay inside a shadow root too. */
export const [PortalRootProvider, usePortalRootContext] = createPortalContext<{
  root: HTMLElement | null;
}>('PortalProvider');
