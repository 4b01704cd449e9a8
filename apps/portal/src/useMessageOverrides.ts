import { sanitiseOverrides, type Locale, type MessageOverrides } from '@portal/widgets';
import { useEffect, useState } from 'react';
import { sanitiseAppOverrides, type AppTextOverrides } from './i18n/appTexts';

/** The texts of one override file, split between the library's catalogue and the portal's own. */
export interface LoadedOverrides {
  library: MessageOverrides;
  app: AppTextOverrides;
}

const none: LoadedOverrides = { library: {}, app: {} };

/**
 * Loads `/locales/{locale}.json` once to override texts, the library's and the portal's. A failed
 * or malformed load is logged and treated as empty (spec section 7): the catalogues still have every text.
 */
export function useMessageOverrides(locale: Locale): LoadedOverrides {
  const [overrides, setOverrides] = useState<LoadedOverrides>(none);
  useEffect(() => {
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
