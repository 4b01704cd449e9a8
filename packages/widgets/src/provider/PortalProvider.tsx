import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PortalTransport } from '../api';
import { onSkippedItems } from '../api/skippedItems';
import { createTranslators, type Locale, type MessageOverrides } from '../i18n';
import type { ColourMode } from '../theme';
import type { CaptchaProvider } from './captcha/CaptchaProvider';
import { missingCaptcha } from './captcha/missingCaptcha';
import { createBrowserClipboard, type ClipboardProvider } from './clipboard/ClipboardProvider';
import { I18nProvider, ServicesProvider } from './contexts';
import { PortalCache } from './data/PortalCache';
import { defaultErrorHandler, type PortalErrorHandler } from './errorReport';
import { PortalRoot } from './PortalRoot';
import { createDevShare, type ShareProvider } from './share/ShareProvider';
import { createSessionRenewal } from './session/sessionRenewal';
import { SessionRenewalContext } from './session/useSessionRenewal';
import { resolveTiming, type PortalTiming } from './timing';
import { useColourModeState } from './useColourModeState';

/** Props of {@link PortalProvider}. */
export interface PortalProviderProps {
  /**
   * The API: `createPortalClient({ baseURL })`, or only its transport, `createPortalTransport({ baseURL })`, which
   * carries no endpoint a page does not call. Fixed for the provider's life.
   */
  client: PortalTransport;
  /** Bot protection for registration and recovery: `createRecaptchaV3({ siteKey })`. */
  captcha?: CaptchaProvider;
  /** The social share dialog for share-gated gift codes. */
  share?: ShareProvider;
  /** The clipboard copy buttons write to; the browser's by default. */
  clipboard?: ClipboardProvider;
  /** `vi-VN` (the default and only product locale) or `pseudo` for tests. */
  locale?: Locale;
  /**
   * Texts that replace catalogue entries, key to text, e.g. `{ 'auth.login.submit': 'Vào game' }` (every key, its
   * vi-VN text and its parameters: the package's TEXT-KEYS.md). Where they come from is the host's business.
   */
  messages?: MessageOverrides;
  /** The colour mode used until the player picks one (the pick is stored). Dark by default. */
  colourMode?: ColourMode;
  /**
   * Receives every failed request and submit (an `ApiError` with kind and status) with the stage it
   * happened in. Without it the widgets stay silent in production builds and print one short line
   * in development builds; players always read the failure in the widget itself. Pass a stable
   * function (defined outside render or with useCallback).
   */
  onError?: PortalErrorHandler;
  /**
   * The waits of the widgets' polls (a pending card, the history's pending rows, the look after a lost answer). For
   * tests and stories, which shorten them; hosts leave it out. Read once, at mount.
   */
  timing?: PortalTiming;
  /**
   * When the browser shows the page again from its back/forward cache (`pageshow` with `persisted`), the widgets read
   * the data on screen again (the balance, a pending card's outcome): true by default. A host that checks the session
   * first passes false, and calls `useReadAgain()`'s function once its check has passed.
   */
  readAgainOnReturn?: boolean;
  /** Extra class for the root element that carries the design tokens. */
  className?: string;
  children?: ReactNode;
}

// Bundlers replace process.env.NODE_ENV in dependencies, as they do for React.
declare const process: { env: { NODE_ENV?: string } };

const failingShare = createDevShare({ fail: true });
const browserClipboard = createBrowserClipboard();

/** Supplies the API client, texts, colour mode, design tokens and a fresh data cache to every widget below it. */
export function PortalProvider({
  client: initialClient,
  captcha = missingCaptcha,
  share = failingShare,
  clipboard = browserClipboard,
  locale = 'vi-VN',
  messages,
  colourMode = 'dark',
  onError = defaultErrorHandler,
  timing: initialTiming,
  readAgainOnReturn = true,
  className,
  children,
}: PortalProviderProps) {
  const [client] = useState(initialClient);
  const [timing] = useState(() => resolveTiming(initialTiming));
  useEffect(() => {
    // A developer's mistake: bundlers drop this check (and its text) from production builds, as React's own.
    if (process.env.NODE_ENV !== 'production' && initialClient !== client) {
      console.warn(
        'PortalProvider: the client prop changed after mount and was ignored; create the client once (outside render or in useState).',
      );
    }
  }, [initialClient, client]);

  // A list item the decoders left out (the rest of its list is shown) reaches the host's monitoring too.
  useEffect(() => onSkippedItems((error) => onError(error, 'load')), [onError]);

  const colour = useColourModeState(colourMode);
  const i18n = useMemo(
    () => ({ locale, translatorOf: createTranslators(locale, messages) }),
    [locale, messages],
  );
  const services = useMemo(
    () => ({ client, captcha, share, clipboard, reportError: onError, timing }),
    [client, captcha, share, clipboard, onError, timing],
  );
  const [renewal] = useState(createSessionRenewal);

  return (
    <PortalCache
      apiBase={client.baseURL}
      onError={onError}
      renewal={renewal}
      readAgainOnReturn={readAgainOnReturn}
    >
      <SessionRenewalContext.Provider value={renewal}>
        <ServicesProvider value={services}>
          <I18nProvider value={i18n}>
            <PortalRoot colour={colour} className={className}>
              {children}
            </PortalRoot>
          </I18nProvider>
        </ServicesProvider>
      </SessionRenewalContext.Provider>
    </PortalCache>
  );
}
