import type { LogoutAction } from '@portal/widgets';
import { Link, NavLink } from 'react-router-dom';
import { newsUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { logoutItem } from './logoutItem';
import { NewTabHint } from './NewTabHint';
import styles from './SideNav.module.css';
import type { DrawerProps } from './useDrawer';
import { useNavEntries } from './useNavEntries';
import { paths } from '../routing/paths';

/**
 * The account area's side navigation. The current page's link carries `aria-current="page"`
 * (NavLink). Below 768 px it is a drawer opened by the header's toggle, and also holds the
 * header's quick links (Giftcode is an entry already).
 */
export function SideNav({
  scrolled,
  open,
  drawerProps,
  logout,
}: {
  scrolled: boolean;
  /** Whether the drawer is open (below 768 px). */
  open: boolean;
  drawerProps: DrawerProps;
  /** 'Đăng xuất' (the shell's, shared with the user menu). */
  logout: LogoutAction;
}) {
  const t = useAppText();
  const navEntries = useNavEntries();
  return (
    <nav
      className={styles.nav}
      aria-label={t('app.nav.label')}
      data-scrolled={scrolled || undefined}
      data-open={open || undefined}
    >
      <div {...drawerProps} className={styles.drawer} data-open={open || undefined}>
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
              onClick={logout.run}
              {...logoutItem(logout, t)}
            />
          </li>
        </ul>
        <ul className={styles.quickLinks} aria-label={t('app.header.links')}>
          <li>
            <a href={newsUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('app.header.news')} <NewTabHint />
            </a>
          </li>
          <li>
            <Link to={paths.support} className={styles.link}>
              {t('app.header.support')}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
