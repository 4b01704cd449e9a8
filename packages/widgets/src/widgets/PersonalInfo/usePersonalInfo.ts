import type { User } from '../../api';
import { fullNameOf, languageNameKeys } from '../../i18n';
import { useTranslate } from '../../provider';
import type { AccountRow } from '../shared/AccountRows';
import { useAccountUser, type AccountUser } from '../shared/useAccountUser';
import { account as accountTexts } from '../../i18n/vi-VN/account';
import { languageNames } from '../../i18n/vi-VN/languageNames';

/** A row of PersonalInfo, as given to `onEdit`. */
export type PersonalInfoField = 'name' | 'language' | 'phone' | 'email';

/**
 * The rows name, language, phone and e-mail of the signed-in player, and whether to offer the
 * verification e-mail (asked for, and the e-mail is there but unverified); or the user's loading state.
 */
export function usePersonalInfo(
  onEdit: ((field: PersonalInfoField) => void) | undefined,
  offerVerification: boolean,
):
  | Exclude<AccountUser, { status: 'ready' }>
  | { status: 'ready'; user: User; rows: AccountRow[]; offerVerification: boolean } {
  const t = useTranslate(accountTexts, languageNames);
  const account = useAccountUser();
  if (account.status !== 'ready') return account;
  const { user } = account;
  const edit = (field: PersonalInfoField) => (onEdit ? () => onEdit(field) : undefined);
  const rows: (AccountRow & { key: PersonalInfoField })[] = [
    { key: 'name', label: t('account.info.name'), value: fullNameOf(user), onEdit: edit('name') },
    {
      key: 'language',
      label: t('account.info.language'),
      value: t(languageNameKeys[user.language]),
      onEdit: edit('language'),
    },
    {
      key: 'phone',
      label: t('account.info.phone'),
      value: user.phoneNumber,
      verified: user.phoneNumber ? Boolean(user.verifiedPhoneAt) : undefined,
      onEdit: edit('phone'),
    },
    {
      key: 'email',
      label: t('account.info.email'),
      value: user.email,
      verified: user.email ? Boolean(user.verifiedAt) : undefined,
      onEdit: edit('email'),
      // no e-mail yet: one is added, not changed
      ...(user.email === null
        ? { edit: { text: t('account.add'), name: t('account.info.addEmail') } }
        : {}),
    },
  ];
  return {
    status: 'ready',
    user,
    rows,
    offerVerification: offerVerification && user.email !== null && user.verifiedAt === null,
  };
}
