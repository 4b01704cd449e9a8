import { useId } from 'react';
import { formatKp } from '../i18n';
import { useTranslate, useUser } from '../provider';
import { LoginForm, LogoutButton, LogoutFailure, useLogoutAction } from '../widgets/LoginForm';
import styles from './Elements.module.css';
import { dispatchPortalEvent } from './events';
import { portalLink } from './portalLink';
import { PendingGreeting } from './PendingGreeting';
import type { Mount } from './store';
import { signedInHandler } from './signedInHandler';
import { UserPending } from './UserPending';
import { embed } from '../i18n/vi-VN/embed';
import { portalRecoveryPath, portalRegisterPath } from '../widgets/shared/portalPaths';

/** `<portal-login>`: the LoginForm (links open the portal), or the greeting, balance, account link and 'Đăng xuất'. */
export function LoginElement({ mount }: { mount: Mount }) {
  const t = useTranslate(embed);
  const user = useUser();
  // 'portal:logout' once the session has ended; a logout that failed leaves the player signed in, and says so.
  const logout = useLogoutAction(() => dispatchPortalEvent(mount.host, 'portal:logout', null));
  const headingId = useId();
  const onSignedIn = signedInHandler(mount.host);
  const { portalUrl } = mount.settings;

  switch (user.status) {
    case 'loading':
      return <PendingGreeting />;
    case 'failed':
      return <UserPending user={user} />;
    case 'signedOut':
      return (
        <LoginForm
          onSuccess={onSignedIn}
          recoveryPath={portalLink(portalUrl, portalRecoveryPath)}
          registerPath={portalLink(portalUrl, portalRegisterPath)}
        />
      );
    case 'signedIn':
      return (
        <section className={styles.stack} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.greeting} part="heading greeting">
            {t('embed.login.greeting', { username: user.user.username })}
          </h2>
          <p className={styles.text}>
            {t('embed.login.balance')}:{' '}
            <strong part="balance">{formatKp(t, user.user.credit)}</strong>
          </p>
          <p className={styles.actions}>
            <a className={styles.link} part="link" href={portalLink(portalUrl, '/')}>
              {t('embed.login.account')}
            </a>
            <LogoutButton logout={logout}>{t('embed.login.logout')}</LogoutButton>
          </p>
          {logout.error !== undefined && <LogoutFailure error={logout.error} />}
        </section>
      );
    default:
      return user satisfies never;
  }
}
