import { sanitiseOverrides, type Locale, type MessageOverrides } from '@portal/widgets';
import { useEffect, useState } from 'react';
import { sanitiseAppOverrides, type AppTextOverrides } from './i18n/appTexts';

/** The texts of one override file, split between the library's catalogue and the portal's own. */
export interface LoadedOverrides {
  library: MessageOverrides;
  app: AppTextOverrides;
}

const none: LoadedOverrides = { library: {}, app: {} };

declare const __PORTAL_LOCALE_OVERRIDES__: readonly string[] | undefined;

/**
 * Whether `/locales/{locale}.json` is worth a request: in a build, only for the locales that had
 * texts in public/locales (or were listed in VITE_LOCALE_OVERRIDES); always where the build did
 * not say (the dev server may have a file edited while it runs, and tests).
 */
function hasOverrideFile(locale: Locale): boolean {
  if (import.meta.env.DEV || typeof __PORTAL_LOCALE_OVERRIDES__ === 'undefined') return true;
  return __PORTAL_LOCALE_OVERRIDES__.includes(locale);
}

/**
 * Loads `/locales/{locale}.json` once to override texts, the library's and the portal's. A failed
 * or malformed load is logged and treated as empty (spec section 7): the catalogues still have every text.
 * A build with no override file for the locale sends no request at all.
 */
export function useMessageOverrides(locale: Locale): LoadedOverrides {
  const [overrides, setOverrides] = useState<LoadedOverrides>(none);
  useEffect(() => {
    if (!hasOverrideFile(locale)) return;
    const controller = new AbortController();
    fetch(`/locales/${locale}.json`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) =>
        setOverrides({ library: sanitiseOverrides(json), app: sanitiseAppOverrides(json) }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load /locales/${locale}.json; using the built-in texts.`, error);
      });
    return () => controller.abort();
  }, [locale]);
  return overrides;
}
