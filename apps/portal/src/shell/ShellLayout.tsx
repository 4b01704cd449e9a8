import { LogoutFailure, OfflineBanner, SessionRenewalDialog, useReadAgain } from '@portal/widgets';
import { Outlet } from 'react-router-dom';
import { useLoggedOutElsewhere } from '../auth/useLoggedOutElsewhere';
import { useSessionCheckOnReturn } from '../auth/useSessionCheckOnReturn';
import { SkipLink } from '../layouts/SkipLink';
import { renderRouterLink } from '../routing/renderRouterLink';
import { ShellHeader } from './ShellHeader';
import styles from './ShellLayout.module.css';
import { SideNav } from './SideNav';
import { useDrawer } from './useDrawer';
import { useScrolledPast } from './useScrolledPast';
import { useShellLogout } from './useShellLogout';
import { useShellUser } from './useShellUser';

/** The protected area's frame: the header, the side navigation, then the page (and the dialog to log in again). */
export function ShellLayout() {
  const username = useShellUser();
  const [sentinel, scrolled] = useScrolledPast();
  // The side navigation's drawer (below 768 px): its toggle is in the header.
  const drawer = useDrawer();
  // Also for /support, which is outside the gate: a logout in another tab ends this one's session too.
  useLoggedOutElsewhere();
  // Shown again by Back from the browser's back/forward cache: hidden until the session is checked, then the
  // widgets read their data again (the balance, a pending card), as PortalProvider leaves it to the portal.
  useSessionCheckOnReturn(username, { onPassed: useReadAgain() });
  // One 'Đăng xuất' for the side navigation and the user menu: a failure shows once, above the page.
  const { logout, failure } = useShellLogout(drawer.close);
  return (
    <div className={styles.shell}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <SkipLink />
      <ShellHeader
        username={username}
        scrolled={scrolled}
        toggleProps={drawer.toggleProps}
        logout={logout}
      />
      <div className={styles.body}>
        <SideNav
          scrolled={scrolled}
          open={drawer.open}
          drawerProps={drawer.drawerProps}
          logout={logout}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          <OfflineBanner />
          {logout.error !== undefined && (
            // Focus moves here when a logout fails (useShellLogout), which scrolls the message into view.
            <div ref={failure} tabIndex={-1} className={styles.failure}>
              <LogoutFailure error={logout.error} />
            </div>
          )}
          <Outlet />
        </main>
        {/* A session that ends under a page: log in again over it, keeping what was typed. */}
        <SessionRenewalDialog renderLink={renderRouterLink} />
      </div>
    </div>
  );
}
