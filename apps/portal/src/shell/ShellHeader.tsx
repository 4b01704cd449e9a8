import { VisuallyHidden } from '@portal/widgets';
import { Link } from 'react-router-dom';
import { homeUrl, newsUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { Logo } from '../layouts/Logo';
import { NewTabHint } from './NewTabHint';
import styles from './ShellHeader.module.css';
import type { DrawerToggleProps } from './useDrawer';
import { UserMenu } from './UserMenu';
import { paths } from '../routing/paths';
import type { LogoutAction } from '@portal/widgets';

/**
 * The account area's header: the logo to the game's site, quick links, and the user menu. Below
 * 768 px it is one row: the side navigation's toggle, the logo's mark and the user menu; the quick
 * links are then in the drawer.
 */
export function ShellHeader({
  username,
  scrolled,
  toggleProps,
  logout,
}: {
  /** Undefined while the user loads: the menu comes with the name, at the row's end, so nothing else moves. */
  username: string | undefined;
  scrolled: boolean;
  /** The side navigation's drawer toggle (shown below 768 px). */
  toggleProps: DrawerToggleProps;
  /** 'Đăng xuất' (the shell's, shared with the side navigation). */
  logout: LogoutAction;
}) {
  const t = useAppText();
  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <button type="button" className={styles.toggle} {...toggleProps}>
        <svg className={styles.burger} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <VisuallyHidden>{t('app.nav.toggle')}</VisuallyHidden>
      </button>
      <a href={homeUrl} className={styles.home}>
        <Logo nameClassName={styles.logoName} />
      </a>
      <nav className={styles.links} aria-label={t('app.header.links')}>
        <Link to={paths.giftcode} className={styles.link}>
          {t('app.header.giftcode')}
        </Link>
        <a href={newsUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t('app.header.news')} <NewTabHint />
        </a>
        <Link to={paths.support} className={styles.link}>
          {t('app.header.support')}
        </Link>
      </nav>
      <div className={styles.account}>
        {username !== undefined && <UserMenu username={username} logout={logout} />}
      </div>
    </header>
  );
}
