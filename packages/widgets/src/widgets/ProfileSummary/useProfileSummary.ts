import { displayName, formatDate, formatKp } from '../../i18n';
import { useTranslate } from '../../provider';
import { useAccountUser, type AccountUser } from '../shared/useAccountUser';

/** What ProfileSummary shows once the player is loaded. */
export interface ProfileSummaryView {
  /** The full name (Họ Tên đệm Tên), or the username when no name part is filled in. */
  displayName: string;
  /** The join date as `dd/mm/yyyy`. */
  joined: string;
  /** The KP balance ('1.500 KP'), from the same `GET /api/me` as every other balance on the page. */
  balance: string;
  /** The KP still owed ('300 KP'), or null when there is no debt. */
  debt: string | null;
}

/** The player's display name, join date and KP balance (with any debt), or the loading state of the user. */
export function useProfileSummary():
  Exclude<AccountUser, { status: 'ready' }> | { status: 'ready'; view: ProfileSummaryView } {
  const t = useTranslate();
  const account = useAccountUser();
  if (account.status !== 'ready') return account;
  const { user } = account;
  return {
    status: 'ready',
    view: {
      displayName: displayName(user),
      joined: formatDate(user.joinAt),
      balance: formatKp(t, user.credit),
      debt: user.debtCredit > 0 ? formatKp(t, user.debtCredit) : null,
    },
  };
}
