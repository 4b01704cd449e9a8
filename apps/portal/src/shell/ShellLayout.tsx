import { Button, useTranslate, useUser } from '@portal/widgets';
import { Link, Outlet } from 'react-router-dom';
import { usePortalLogout } from '../auth/usePortalLogout';
import { Logo } from '../layouts/Logo';
import { SkipLink } from '../layouts/SkipLink';
import styles from './ShellLayout.module.css';

/** The protected area's frame: header with the player's name and logout, then the page. */
export function ShellLayout() {
  const t = useTranslate();
  const user = useUser();
  const { logout, pending } = usePortalLogout();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <Link to="/" className={styles.home}>
          <Logo />
        </Link>
        <div className={styles.account}>
          <span className={styles.greeting}>
            {t('app.shell.greeting', {
              username: user.status === 'signedIn' ? user.user.username : '',
            })}
          </span>
          <Button
            variant="secondary"
            onClick={() => void logout()}
            loading={pending}
            loadingText={t('app.shell.loggingOut')}
          >
            {t('app.shell.logout')}
          </Button>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
