import { clsx } from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import { createTranslator, type Locale, type MessageOverrides } from '../i18n';
import type { ColourMode } from '../theme';
import tokens from '../theme/tokens.module.css';
import { ColourModeProvider, I18nProvider, PortalRootProvider } from './contexts';
import styles from './PortalProvider.module.css';
import { useColourModeState } from './useColourModeState';

/** Props of {@link PortalProvider}. */
export interface PortalProviderProps {
  /** `vi-VN` (the default and only product locale) or `pseudo` for tests. */
  locale?: Locale;
  /** Texts loaded at run time from `/locales/{locale}.json`, overriding the catalogue. */
  messages?: MessageOverrides;
  /** The colour mode used until the player picks one (the pick is stored). Dark by default. */
  colourMode?: ColourMode;
  /** Extra class for the root element that carries the design tokens. */
  className?: string;
  children?: ReactNode;
}

/** Supplies texts, colour mode and design tokens to every widget below it. */
export function PortalProvider({
  locale = 'vi-VN',
  messages,
  colourMode = 'dark',
  className,
  children,
}: PortalProviderProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const colour = useColourModeState(colourMode);
  const i18n = useMemo(
    () => ({ locale, t: createTranslator(locale, messages) }),
    [locale, messages],
  );
  const portalRoot = useMemo(() => ({ root }), [root]);

  return (
    <I18nProvider value={i18n}>
      <ColourModeProvider value={colour}>
        <PortalRootProvider value={portalRoot}>
          <div
            ref={setRoot}
            className={clsx(tokens.root, styles.root, className)}
            data-portal-root=""
            data-colour-mode={colour.resolved}
            lang="vi"
          >
            {children}
          </div>
        </PortalRootProvider>
      </ColourModeProvider>
    </I18nProvider>
  );
}
