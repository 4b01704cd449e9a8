import { useId } from 'react';
import { useTranslate } from '../../provider';
import { AccountEditor, useAccountEditor } from '../AccountModals';
import { AccountRows } from '../shared/AccountRows';
import { AccountUserPending } from '../shared/AccountUserPending';
import styles from './SecuritySettings.module.css';
import { useSecuritySettings, type SecuritySettingsField } from './useSecuritySettings';
import { account } from '../../i18n/vi-VN/account';

/** Props of {@link SecuritySettings}. */
export interface SecuritySettingsProps {
  /**
   * Opens the host's own editor of a row instead of this widget's password or phone modal. The
   * username row never has a 'Thay đổi' button (it can never be changed).
   */
  onEdit?: (field: SecuritySettingsField) => void;
  /** Shows the rows without 'Thay đổi' buttons. */
  readOnly?: boolean;
  /** The two SMS support numbers the phone modal's success notice names (host configuration). */
  supportNumbers?: readonly [string, string];
}

/**
 * Username (read-only), password with its last change, and phone of the signed-in player, with
 * their password and phone modals as this widget's own state: a host renders `<SecuritySettings />`.
 */
export function SecuritySettings({
  onEdit,
  readOnly = false,
  supportNumbers,
}: SecuritySettingsProps) {
  const t = useTranslate(account);
  const titleId = useId();
  const editor = useAccountEditor<SecuritySettingsField>();
  const settings = useSecuritySettings(readOnly ? undefined : (onEdit ?? editor.open));
  if (settings.status !== 'ready') return <AccountUserPending account={settings} />;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('account.security.title')}
      </h2>
      <AccountRows rows={settings.rows} />
      <AccountEditor
        field={editor.editing}
        user={settings.user}
        onClose={editor.close}
        supportNumbers={supportNumbers}
      />
    </section>
  );
}
