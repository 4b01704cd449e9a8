import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { useId } from 'react';
import { useTranslate } from '../../provider';
import { AccountUserPending } from '../shared/AccountUserPending';
import styles from './ProfileSummary.module.css';
import { useProfileSummary } from './useProfileSummary';
import { account } from '../../i18n/vi-VN/account';

/** The signed-in player's display name (or username), 'Tham gia {date}' and 'Số dư: {KP}' (with any debt). */
export function ProfileSummary() {
  const t = useTranslate(account);
  const nameId = useId();
  const summary = useProfileSummary();
  if (summary.status !== 'ready') return <AccountUserPending account={summary} />;
  return (
    <section className={clsx(layout.reset, styles.root)} aria-labelledby={nameId}>
      <h2 id={nameId} className={styles.name}>
        {summary.view.displayName}
      </h2>
      <p className={styles.joined}>{t('account.summary.joined', { date: summary.view.joined })}</p>
      <p className={styles.balance}>
        {t('account.summary.balance', { amount: summary.view.balance })}
        {summary.view.debt !== null && (
          <span className={styles.debt}>
            {t('account.summary.debt', { amount: summary.view.debt })}
          </span>
        )}
      </p>
    </section>
  );
}
