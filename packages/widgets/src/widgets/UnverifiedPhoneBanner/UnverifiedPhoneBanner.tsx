import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { SmsInstruction } from '../shared';
import styles from './UnverifiedPhoneBanner.module.css';
import { useUnverifiedPhoneBanner } from './useUnverifiedPhoneBanner';
import { account } from '../../i18n/vi-VN/account';

/** Props of {@link UnverifiedPhoneBanner}. */
export interface UnverifiedPhoneBannerProps {
  /** The two support numbers the player texts `KH {username}` to (the host's configuration). */
  supportNumbers: readonly [string, string];
}

/** Tells a player whose phone is not activated to text `KH {username}` to a support number. */
export function UnverifiedPhoneBanner({ supportNumbers }: UnverifiedPhoneBannerProps) {
  const t = useTranslate(account);
  const banner = useUnverifiedPhoneBanner(supportNumbers);
  switch (banner.status) {
    case 'hidden':
      return null;
    case 'shown':
      return (
        <Alert tone="warning" live="off" title={t('account.phoneBanner.title')}>
          <p className={styles.text}>{t('account.phoneBanner.body', { phone: banner.phone })}</p>
          <SmsInstruction
            command={banner.command}
            supportLinks={banner.supportLinks}
            labels={{
              command: t('account.phoneBanner.commandLabel'),
              numbers: t('account.phoneBanner.numbersLabel'),
              sendTo: (number) => t('account.phoneBanner.sendTo', { number }),
            }}
          />
        </Alert>
      );
    default:
      return banner satisfies never;
  }
}
