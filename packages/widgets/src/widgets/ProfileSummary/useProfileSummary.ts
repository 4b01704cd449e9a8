import { displayName, formatDate } from '../../i18n';
import { useAccountUser, type AccountUser } from '../shared/useAccountUser';

/** What ProfileSummary shows once the player is loaded. */
export interface ProfileSummaryView {
  /** The full name (Họ Tên đệm Tên), or the username when no name part is filled in. */
  displayName: string;
  /** The join date as `dd/mm/yyyy`. */
  joined: string;
}

/** The player's display name and join date, or the loading state of the user. */
export function useProfileSummary():
  Exclude<AccountUser, { status: 'ready' }> | { status: 'ready'; view: ProfileSummaryView } {
  const account = useAccountUser();
  if (account.status !== 'ready') return account;
  const { user } = account;
  return {
    status: 'ready',
    view: { displayName: displayName(user), joined: formatDate(user.joinAt) },
  };
}
