import type { User } from '../../api';
import { formatDate } from '../../i18n';
import { useTranslate } from '../../provider';
import type { AccountRow } from '../shared/AccountRows';
import { useAccountUser, type AccountUser } from '../shared/useAccountUser';
import { account as accountTexts } from '../../i18n/vi-VN/account';

/** An editable row of SecuritySettings, as given to `onEdit` (the username never changes). */
export type SecuritySettingsField = 'password' | 'phone';

/** The rows username, password and phone of the signed-in player, or the user's loading state. */
export function useSecuritySettings(
  onEdit: ((field: SecuritySettingsField) => void) | undefined,
): Exclude<AccountUser, { status: 'ready' }> | { status: 'ready'; user: User; rows: AccountRow[] } {
  const t = useTranslate(accountTexts);
  const account = useAccountUser();
  if (account.status !== 'ready') return account;
  const { user } = account;
  const edit = (field: SecuritySettingsField) => (onEdit ? () => onEdit(field) : undefined);
  const rows: AccountRow[] = [
    {
      key: 'username',
      label: t('account.security.username'),
      value: user.username,
      note: t('account.security.usernameNote'),
    },
    {
      key: 'password',
      label: t('account.security.password'),
      value: user.lastPasswordChange
        ? t('account.security.passwordChanged', { date: formatDate(user.lastPasswordChange) })
        : t('account.security.passwordNeverChanged'),
      onEdit: edit('password'),
    },
    {
      key: 'phone',
      label: t('account.security.phone'),
      value: user.phoneNumber,
      verified: user.phoneNumber ? Boolean(user.verifiedPhoneAt) : undefined,
      onEdit: edit('phone'),
    },
  ];
  return { status: 'ready', user, rows };
}
