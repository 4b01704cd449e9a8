import { ColourModeSwitch, OfflineBanner } from '@portal/widgets';
import { Link, Outlet } from 'react-router-dom';
import { useAppText } from '../i18n/useAppText';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { useCurrentYear } from './useCurrentYear';
import styles from './AuthLayout.module.css';
import { paths } from '../routing/paths';

/** The public pages' frame: a logo linking home, the page, and the footer (copyright, colour mode). */
export function AuthLayout() {
  const t = useAppText();
  const year = useCurrentYear();
  return (
    <div className={styles.layout}>
      <SkipLink />
      <header className={styles.header}>
        <Link to={paths.profile} className={styles.home}>
          <Logo />
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <ColourModeSwitch className={styles.colourMode} />
        <p>{t('app.copyright', { year })}</p>
      </footer>
    </div>
  );
}
