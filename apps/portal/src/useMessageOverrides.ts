import { sanitiseOverrides, type Locale, type MessageOverrides } from '@portal/widgets';
import { useEffect, useState } from 'react';

const none: MessageOverrides = {};

/**
 * Loads `/locales/{locale}.json` once to override catalogue texts. A failed or malformed load is
 * logged and treated as empty (spec section 7): the catalogue still has every text.
 */
export function useMessageOverrides(locale: Locale): MessageOverrides {
  const [overrides, setOverrides] = useState<MessageOverrides>(none);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/locales/${locale}.json`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => setOverrides(sanitiseOverrides(json)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load /locales/${locale}.json; using the built-in texts.`, error);
      });
    return () => controller.abort();
  }, [locale]);
  return overrides;
}
