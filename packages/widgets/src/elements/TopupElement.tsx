import { useId, useSyncExternalStore } from 'react';
import { useTranslate, useUser } from '../provider';
import { Button } from '../ui';
import { LoginForm } from '../widgets/LoginForm';
import styles from './Elements.module.css';
import { dispatchPortalEvent } from './events';
import { portalLink } from './portalLink';
import { LazyTopupPayment } from './LazyTopupPayment';
import { getMounts, subscribeMounts, type Mount } from './store';
import { signedInHandler } from './signedInHandler';
import { UserPending } from './UserPending';
import { embed } from '../i18n/vi-VN/embed';
import { portalRecoveryPath, portalRegisterPath } from '../widgets/shared/portalPaths';

/** The page's first `<portal-login>`, if it has one. */
function useLoginMount(): Mount | undefined {
  const mounts = useSyncExternalStore(subscribeMounts, getMounts, getMounts);
  return mounts.find((m) => m.kind === 'login');
}

/** Moves focus to the first field of the page's `<portal-login>`. */
function focusLogin(login: Mount): void {
  const field = login.container.querySelector<HTMLElement>('input, button, a[href]');
  field?.focus();
}

/**
 * `<portal-topup>`: logged in, the balance strip and the TopupPanel (card, e-wallet, bank); logged out, a prompt with
 * a button to the page's `<portal-login>`, or its own LoginForm when the page has none. The payment part loads on
 * demand (LazyTopupPayment).
 */
export function TopupElement({ mount }: { mount: Mount }) {
  const t = useTranslate(embed);
  const user = useUser();
  const headingId = useId();
  const login = useLoginMount();
  const onSignedIn = signedInHandler(mount.host);
  const { portalUrl } = mount.settings;

  function body() {
    switch (user.status) {
      case 'loading':
      case 'failed':
        return <UserPending user={user} />;
      case 'signedOut':
        return (
          <>
            <p className={styles.text}>{t('embed.topup.prompt')}</p>
            {login ? (
              <p className={styles.actions}>
                <Button onClick={() => focusLogin(login)}>{t('embed.topup.login')}</Button>
              </p>
            ) : (
              <LoginForm
                onSuccess={onSignedIn}
                recoveryPath={portalLink(portalUrl, portalRecoveryPath)}
                registerPath={portalLink(portalUrl, portalRegisterPath)}
              />
            )}
          </>
        );
      case 'signedIn':
        return (
          <LazyTopupPayment
            onCardSettled={(settled) => dispatchPortalEvent(mount.host, 'portal:topup', settled)}
          />
        );
      default:
        return user satisfies never;
    }
  }

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title} part="heading">
        {t('embed.topup.title')}
      </h2>
      {body()}
    </section>
  );
}
