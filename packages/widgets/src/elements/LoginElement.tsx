import { useId, useState } from 'react';
import { formatKp } from '../i18n';
import { useLogout, useTranslate, useUser } from '../provider';
import { Button } from '../ui';
import { LoginForm } from '../widgets/LoginForm';
import styles from './Elements.module.css';
import { dispatchPortalEvent } from './events';
import { portalLink } from './portalLink';
import { PendingGreeting } from './PendingGreeting';
import type { Mount } from './store';
import { signedInHandler } from './signedInHandler';
import { UserPending } from './UserPending';
import { embed } from '../i18n/vi-VN/embed';

/** `<portal-login>`: the LoginForm (links open the portal), or the greeting, balance, account link and 'Đăng xuất'. */
export function LoginElement({ mount }: { mount: Mount }) {
  const t = useTranslate(embed);
  const user = useUser();
  const logout = useLogout();
  const headingId = useId();
  const [leaving, setLeaving] = useState(false);
  const onSignedIn = signedInHandler(mount.host);
  const { portalUrl } = mount.settings;

  async function signOut() {
    setLeaving(true);
    try {
      await logout();
      dispatchPortalEvent(mount.host, 'portal:logout', null);
    } finally {
      setLeaving(false);
    }
  }

  switch (user.status) {
    case 'loading':
      return <PendingGreeting />;
    case 'failed':
      return <UserPending user={user} />;
    case 'signedOut':
      return (
        <LoginForm
          onSuccess={onSignedIn}
          recoveryPath={portalLink(portalUrl, '/recovery')}
          registerPath={portalLink(portalUrl, '/register')}
        />
      );
    case 'signedIn':
      return (
        <section className={styles.stack} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.greeting}>
            {t('embed.login.greeting', { username: user.user.username })}
          </h2>
          <p className={styles.text}>
            {t('embed.login.balance')}: <strong>{formatKp(user.user.credit)}</strong>
          </p>
          <p className={styles.actions}>
            <a className={styles.link} href={portalLink(portalUrl, '/')}>
              {t('embed.login.account')}
            </a>
            <Button variant="secondary" loading={leaving} onClick={() => void signOut()}>
              {t('embed.login.logout')}
            </Button>
          </p>
        </section>
      );
    default:
      return user satisfies never;
  }
}
