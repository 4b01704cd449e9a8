import { displayName, formatDate, formatNumber } from '../../i18n';
import { useAccountUser, type AccountUser } from '../shared/useAccountUser';

/** What ProfileSummary shows once the player is loaded. */
export interface ProfileSummaryView {
  /** The full name (Họ Tên đệm Tên), or the username when no name part is filled in. */
  displayName: string;
  /** The join date as `dd/mm/yyyy`. */
  joined: string;
  /** The KP balance ('1.500'), from the same `GET /api/me` as every other balance on the page. */
  balance: string;
  /** The KP still owed ('300'), or null when there is no debt. */
  debt: string | null;
}

/** The player's display name, join date and KP balance (with any debt), or the loading state of the user. */
export function useProfileSummary():
  Exclude<AccountUser, { status: 'ready' }> | { status: 'ready'; view: ProfileSummaryView } {
  const account = useAccountUser();
  if (account.status !== 'ready') return account;
  const { user } = account;
  return {
    status: 'ready',
    view: {
      displayName: displayName(user),
      joined: formatDate(user.joinAt),
      balance: formatNumber(user.credit),
      debt: user.debtCredit > 0 ? formatNumber(user.debtCredit) : null,
    },
  };
}
