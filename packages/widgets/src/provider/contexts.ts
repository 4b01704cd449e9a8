import type { PortalTransport } from '../api';
import type { createTranslators, Locale } from '../i18n';
import type { CaptchaProvider } from './captcha/CaptchaProvider';
import type { TabsChannel } from './data/tabsChannel';
import type { ClipboardProvider } from './clipboard/ClipboardProvider';
import type { ReadAgain } from './data/readAgain';
import { createPortalContext } from './createPortalContext';
import type { PortalErrorHandler } from './errorReport';
import type { ShareProvider } from './share/ShareProvider';
import type { ResolvedTiming } from './timing';
import type { ColourModeState } from './useColourModeState';

/** The locale, and the translators of its texts and overrides by the area catalogues they know. */
export interface I18nValue {
  locale: Locale;
  translatorOf: ReturnType<typeof createTranslators>;
}

/** The outside world a widget talks to: the API, bot protection, the share dialog and the clipboard. */
export interface ServicesValue {
  client: PortalTransport;
  captcha: CaptchaProvider;
  share: ShareProvider;
  clipboard: ClipboardProvider;
  reportError: PortalErrorHandler;
  /** The waits of the polls (PortalProvider's `timing`). */
  timing: ResolvedTiming;
}

export const [I18nProvider, useI18nContext] = createPortalContext<I18nValue>('PortalProvider');
export const [ServicesProvider, useServicesContext] =
  createPortalContext<ServicesValue>('PortalProvider');
export const [ColourModeProvider, useColourModeContext] =
  createPortalContext<ColourModeState>('PortalProvider');
/** The element dialogs render into: the provider's root, so they stay inside a shadow root too. */
export const [PortalRootProvider, usePortalRootContext] = createPortalContext<{
  root: HTMLElement | null;
}>('PortalProvider');
/** The provider's data cache as the data hooks need it beyond swr's own API. */
export interface CacheLife {
  /**
   * Whether the cache is gone. swr releases a provider's cache when the provider unmounts, and its `mutate` and
   * `unload` then throw: a write that answers after that (an element taken out of the page mid-request, a story
   * switched) has nobody left to update.
   */
  released: () => boolean;
  /** Ends the session in the cache (nothing once it is gone): see `endSession`. */
  endSession: () => Promise<void>;
}

/** The provider's {@link CacheLife} (data/PortalCache.tsx). */
export const [CacheLifeProvider, useCacheLifeContext] =
  createPortalContext<CacheLife>('PortalProvider');

/** The page shown again: its data read again, the widgets told (data/readAgain.ts). */
export const [ReadAgainProvider, useReadAgainContext] =
  createPortalContext<ReadAgain>('PortalProvider');

/** The provider's line to the other tabs of its origin: money, logins, logouts (data/tabsChannel.ts). */
export const [TabsChannelProvider, useTabsChannelContext] =
  createPortalContext<TabsChannel>('PortalProvider');
