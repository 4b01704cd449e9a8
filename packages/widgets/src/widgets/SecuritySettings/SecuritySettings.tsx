import { useId } from 'react';
import { useTranslate } from '../../provider';
import { AccountRows } from '../shared/AccountRows';
import { AccountUserPending } from '../shared/AccountUserPending';
import styles from './SecuritySettings.module.css';
import { useSecuritySettings, type SecuritySettingsField } from './useSecuritySettings';

/** Props of {@link SecuritySettings}. */
export interface SecuritySettingsProps {
  /**
   * Opens the editor of a row (the host's password or phone modal). The 'Thay đổi' buttons show
   * only when this is given; the username row never has one (it can never be changed).
   */
  onEdit?: (field: SecuritySettingsField) => void;
}

/** Username (read-only), password with its last change, and phone of the signed-in player. */
export function SecuritySettings({ onEdit }: SecuritySettingsProps) {
  const t = useTranslate();
  const titleId = useId();
  const settings = useSecuritySettings(onEdit);
  if (settings.status !== 'ready') return <AccountUserPending account={settings} />;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('account.security.title')}
      </h2>
      <AccountRows rows={settings.rows} />
    </section>
  );
}
