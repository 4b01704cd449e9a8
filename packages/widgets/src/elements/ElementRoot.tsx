import { useMemo, type ReactNode } from 'react';
import { PortalRoot } from '../provider/PortalRoot';
import { useSystemPrefersLight } from '../provider/useSystemPrefersLight';
import { resolveColourMode } from '../theme';
import { CrossSiteNotice } from './CrossSiteNotice';
import styles from './Elements.module.css';
import { LoginElement } from './LoginElement';
import { isSameSite } from './isSameSite';
import type { Mount } from './store';
import { TopupElement } from './TopupElement';
import { OfflineBanner } from '../widgets/shared/OfflineBanner';

/** PortalProvider's root (tokens, colour mode, dialog root) again inside the element's own shadow root. */
function ScopedRoot({ mount, children }: { mount: Mount; children: ReactNode }) {
  const mode = mount.settings.colourMode;
  const systemPrefersLight = useSystemPrefersLight();
  // The element's colour-mode attribute rules (the embed has no switch of its own).
  const colour = useMemo(
    () => ({ mode, resolved: resolveColourMode(mode, systemPrefersLight), setMode: () => {} }),
    [mode, systemPrefersLight],
  );
  return (
    <PortalRoot colour={colour} className={styles.root} part="root">
      {children}
    </PortalRoot>
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
