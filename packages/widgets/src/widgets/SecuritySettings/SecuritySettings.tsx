import { useTranslate } from '../../provider';
import { AccountEditor, useAccountEditor } from '../AccountModals';
import { AccountSection } from '../shared/AccountSection';
import { AccountUserPending } from '../shared/AccountUserPending';
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
  const editor = useAccountEditor<SecuritySettingsField>();
  const settings = useSecuritySettings(readOnly ? undefined : (onEdit ?? editor.open));
  if (settings.status !== 'ready') return <AccountUserPending account={settings} />;
  return (
    <AccountSection title={t('account.security.title')} rows={settings.rows}>
      <AccountEditor
        field={editor.editing}
        user={settings.user}
        onClose={editor.close}
        supportNumbers={supportNumbers}
      />
    </AccountSection>
  );
}
