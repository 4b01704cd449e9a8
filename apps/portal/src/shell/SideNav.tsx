import { NavLink } from 'react-router-dom';
import { usePortalLogout } from '../auth/usePortalLogout';
import { useAppText } from '../i18n/useAppText';
import { navEntries } from './navEntries';
import styles from './SideNav.module.css';
import { useDrawer } from './useDrawer';

/**
 * The account area's side navigation. The current page's link carries `aria-current="page"`
 * (NavLink). Below 768 px it hides behind a toggle and opens as a drawer.
 */
export function SideNav({ scrolled }: { scrolled: boolean }) {
  const t = useAppText();
  const { logout, pending } = usePortalLogout();
  const drawer = useDrawer();
  return (
    <nav
      className={styles.nav}
      aria-label={t('app.nav.label')}
      data-scrolled={scrolled || undefined}
    >
      <button type="button" className={styles.toggle} {...drawer.toggleProps}>
        <svg className={styles.burger} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {t('app.nav.toggle')}
      </button>
      <div {...drawer.drawerProps} className={styles.drawer} data-open={drawer.open || undefined}>
        <ul className={styles.list}>
          {navEntries.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end className={styles.link}>
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.link}
              disabled={pending}
              onClick={() => void logout()}
            >
              {t(pending ? 'app.shell.loggingOut' : 'app.shell.logout')}
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
