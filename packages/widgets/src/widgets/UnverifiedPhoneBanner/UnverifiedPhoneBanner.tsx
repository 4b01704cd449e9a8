import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import styles from './UnverifiedPhoneBanner.module.css';
import { useUnverifiedPhoneBanner } from './useUnverifiedPhoneBanner';

/** Props of {@link UnverifiedPhoneBanner}. */
export interface UnverifiedPhoneBannerProps {
  /** The two support numbers the player texts `KH {username}` to (the host's configuration). */
  supportNumbers: readonly [string, string];
}

/** Tells a player whose phone is not activated to text `KH {username}` to a support number. */
export function UnverifiedPhoneBanner({ supportNumbers }: UnverifiedPhoneBannerProps) {
  const t = useTranslate();
  const banner = useUnverifiedPhoneBanner(supportNumbers);
  switch (banner.status) {
    case 'hidden':
      return null;
    case 'shown':
      return (
        <Alert tone="warning" live="off" title={t('account.phoneBanner.title')}>
          <p className={styles.text}>{t('account.phoneBanner.body', { phone: banner.phone })}</p>
          <dl className={styles.sms}>
            <dt>{t('account.phoneBanner.commandLabel')}</dt>
            <dd className={styles.command}>{banner.command}</dd>
            <dt>{t('account.phoneBanner.numbersLabel')}</dt>
            <dd>
              <ul className={styles.numbers}>
                {banner.supportLinks.map(({ number, href }) => (
                  <li key={number}>
                    <a href={href}>{t('account.phoneBanner.sendTo', { number })}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </Alert>
      );
    default:
      return banner satisfies never;
  }
}
