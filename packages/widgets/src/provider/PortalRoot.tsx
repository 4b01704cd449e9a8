import { clsx } from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import tokens from '../theme/tokens.module.css';
import { ColourModeProvider, PortalRootProvider } from './contexts';
import { AccountScope } from './session/AccountScope';
import styles from './PortalRoot.module.css';
import type { ColourModeState } from './useColourModeState';

/** Props of {@link PortalRoot}. */
export interface PortalRootProps {
  /** The colour mode the root paints in and hands down (`useColourMode()` below it). */
  colour: ColourModeState;
  /** Extra class for the root element. */
  className?: string;
  /** The root's name for `::part()` (a custom element's box). */
  part?: string;
  children?: ReactNode;
}

/**
 * The element every widget renders inside: the design tokens, `data-portal-root`, `data-colour-mode` and `lang`,
 * with the colour mode and the dialog root (`usePortalRoot()`, this element) in context, and what is in it scoped to
 * the player on screen (AccountScope: another player logging in over the page starts it afresh). PortalProvider
 * renders one, and each custom element renders its own inside its shadow root, so both stay the same root.
 */
export function PortalRoot({ colour, className, part, children }: PortalRootProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const portalRoot = useMemo(() => ({ root }), [root]);
  return (
    <ColourModeProvider value={colour}>
      <PortalRootProvider value={portalRoot}>
        <div
          ref={setRoot}
          className={clsx(tokens.root, styles.root, className)}
          part={part}
          data-portal-root=""
          data-colour-mode={colour.resolved}
          lang="vi"
        >
          <AccountScope>{children}</AccountScope>
        </div>
      </PortalRootProvider>
    </ColourModeProvider>
  );
}
