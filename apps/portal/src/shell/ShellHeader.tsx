import { Link } from 'react-router-dom';
import { homeUrl, newsUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { Logo } from '../layouts/Logo';
import { NewTabHint } from './NewTabHint';
import styles from './ShellHeader.module.css';
import { UserMenu } from './UserMenu';

/** The account area's header: the logo to the game's site, quick links, and the user menu. */
export function ShellHeader({ username, scrolled }: { username: string; scrolled: boolean }) {
  const t = useAppText();
  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <a href={homeUrl} className={styles.home}>
        <Logo />
      </a>
      <nav className={styles.links} aria-label={t('app.header.links')}>
        <Link to="/giftcode" className={styles.link}>
          {t('app.header.giftcode')}
        </Link>
        <a href={newsUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t('app.header.news')} <NewTabHint />
        </a>
        <Link to="/support" className={styles.link}>
          {t('app.header.support')}
        </Link>
      </nav>
      <div className={styles.account}>
        <UserMenu username={username} />
      </div>
    </header>
  );
}
