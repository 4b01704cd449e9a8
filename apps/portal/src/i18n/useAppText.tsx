import { pseudoLocalise, useLocale, type MessageParams } from '@portal/widgets';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { appTexts, type AppTextKey, type AppTextOverrides } from './appTexts';

/** Looks a portal text up and fills its `{name}` placeholders. */
export type AppTranslate = (key: AppTextKey, params?: MessageParams) => string;

const OverridesContext = createContext<AppTextOverrides>({});

/** Supplies the run-time overrides of the portal's own texts (the library gets its own through PortalProvider). */
export function AppTextProvider({
  overrides,
  children,
}: {
  overrides: AppTextOverrides;
  children: ReactNode;
}) {
  return <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>;
}

const placeholder = /\{(\w+)\}/g;

/** Builds `t(key, params)` over the portal's texts, as the library's translator does over its own. */
export function createAppTranslator(
  pseudo: boolean,
  overrides: AppTextOverrides = {},
): AppTranslate {
  return (key, params) => {
    const template = overrides[key] ?? appTexts[key];
    const text = params
      ? template.replace(placeholder, (whole, name: string) =>
          name in params ? String(params[name]) : whole,
        )
      : template;
    return pseudo ? pseudoLocalise(text) : text;
  };
}

/**
 * `t(key, params)` for the portal's own texts: the locale of the nearest PortalProvider (so the
 * pseudo locale marks them too) and the overrides of the nearest {@link AppTextProvider}.
 */
export function useAppText(): AppTranslate {
  const pseudo = useLocale() === 'pseudo';
  const overrides = useContext(OverridesContext);
  return useMemo(() => createAppTranslator(pseudo, overrides), [pseudo, overrides]);
}
