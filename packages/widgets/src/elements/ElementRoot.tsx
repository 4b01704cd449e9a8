import { clsx } from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import { ColourModeProvider, PortalRootProvider } from '../provider/contexts';
import providerStyles from '../provider/PortalProvider.module.css';
import { useSystemPrefersLight } from '../provider/useSystemPrefersLight';
import { resolveColourMode } from '../theme';
import tokens from '../theme/tokens.module.css';
import { CrossSiteNotice } from './CrossSiteNotice';
import styles from './Elements.module.css';
import { LoginElement } from './LoginElement';
import { isSameSite } from './sameSite';
import type { Mount } from './store';
import { TopupElement } from './TopupElement';
import { OfflineBanner } from '../widgets/shared/OfflineBanner';

/** The design tokens, colour mode and dialog root of one element, inside its own shadow root. */
function ScopedRoot({ mount, children }: { mount: Mount; children: ReactNode }) {
  const mode = mount.settings.colourMode;
  const systemPrefersLight = useSystemPrefersLight();
  // The element's colour-mode attribute rules (the embed has no switch of its own).
  const colour = useMemo(
    () => ({ mode, resolved: resolveColourMode(mode, systemPrefersLight), setMode: () => {} }),
    [mode, systemPrefersLight],
  );
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const portalRoot = useMemo(() => ({ root }), [root]);
  return (
    <ColourModeProvider value={colour}>
      <PortalRootProvider value={portalRoot}>
        <div
          ref={setRoot}
          className={clsx(tokens.root, providerStyles.root, styles.root)}
          data-portal-root=""
          data-colour-mode={colour.resolved}
          lang="vi"
        >
          {children}
        </div>
      </PortalRootProvider>
    </ColourModeProvider>
  );
}

/** What one element shows: its widget, or the notice that the page cannot keep a session with the API. */
export function ElementRoot({ mount }: { mount: Mount }) {
  const sameSite = isSameSite(window.location.href, mount.settings.apiUrl);
  function content() {
    if (!sameSite) return <CrossSiteNotice portalUrl={mount.settings.portalUrl} />;
    switch (mount.kind) {
      case 'login':
        return <LoginElement mount={mount} />;
      case 'topup':
        return <TopupElement mount={mount} />;
      default:
        return mount.kind satisfies never;
    }
  }
  return (
    <ScopedRoot mount={mount}>
      <OfflineBanner />
      {content()}
    </ScopedRoot>
  );
}
