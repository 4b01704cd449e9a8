import { clsx } from 'clsx';
import { formatKp } from '../i18n';
import { useTranslate } from '../provider';
import buttonStyles from '../ui/Button/Button.module.css';
import { LoadingStatus } from '../widgets/shared';
import styles from './Elements.module.css';
import { embed } from '../i18n/vi-VN/embed';

/**
 * `<portal-login>` while the player loads (the page holds the API's session cookie, so a greeting is likely): the
 * greeting's frame, its texts hidden, under the loading status, so the greeting takes the room it kept and nothing
 * below it moves when it comes.
 */
export function PendingGreeting() {
  const t = useTranslate(embed);
  return (
    <div className={styles.pending}>
      <div className={clsx(styles.stack, styles.pendingFrame)} aria-hidden="true">
        <div className={styles.greeting}>{t('embed.login.greeting', { username: '' })}</div>
        <p className={styles.text}>
          {t('embed.login.balance')}: <strong>{formatKp(t, 0)}</strong>
        </p>
        <p className={styles.actions}>
          <span className={styles.link}>{t('embed.login.account')}</span>
          <span className={buttonStyles.button}>{t('embed.login.logout')}</span>
        </p>
      </div>
      <div className={styles.pendingStatus}>
        <LoadingStatus />
      </div>
    </div>
  );
}
