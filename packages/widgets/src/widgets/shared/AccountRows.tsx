import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslate } from '../../provider';
import { Button } from '../../ui';
import styles from './AccountRows.module.css';
import { account } from '../../i18n/vi-VN/account';

/** One row of an account panel: its label, value, optional note and badge, and an optional edit button. */
export interface AccountRow {
  key: string;
  label: string;
  /** The current value; `null` shows 'Chưa cập nhật'. */
  value: string | null;
  note?: string;
  /** Whether the value is verified; undefined shows no badge. */
  verified?: boolean;
  /** Something to do about the value beside it (send the verification e-mail). */
  extra?: ReactNode;
  onEdit?: () => void;
  /** The edit button's text and name when it does not change but adds ('Thêm', 'Thêm email'). */
  edit?: { text: string; name: string };
}

/** A verified or unverified badge: a mark and a word, never colour alone. */
function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslate(account);
  return (
    <span className={clsx(styles.badge, verified ? styles.verified : styles.unverified)}>
      <svg className={styles.mark} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {verified ? <path d="M3 8.5 6.5 12 13 4.5" /> : <path d="M8 3v6.5M8 12.5v.5" />}
      </svg>
      {t(verified ? 'account.verified' : 'account.unverified')}
    </span>
  );
}

/** The rows of PersonalInfo and SecuritySettings as a definition list. */
export function AccountRows({ rows }: { rows: AccountRow[] }) {
  const t = useTranslate(account);
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>
            <span className={row.value === null ? styles.empty : undefined}>
              {row.value ?? t('account.empty')}
            </span>
            {row.verified !== undefined && <VerifiedBadge verified={row.verified} />}
            {row.note && <span className={styles.note}>{row.note}</span>}
            {row.extra}
          </dd>
          {row.onEdit && (
            <dd className={styles.action}>
              <Button
                variant="secondary"
                onClick={row.onEdit}
                aria-label={row.edit?.name ?? t('account.editRow', { row: row.label })}
              >
                {row.edit?.text ?? t('account.edit')}
              </Button>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
