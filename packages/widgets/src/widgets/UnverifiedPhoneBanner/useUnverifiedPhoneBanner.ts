import { useTranslate } from '../../provider';
import { smsLinks, type SmsLink } from '../shared';
import { useAccountUser } from '../shared/useAccountUser';
import { account as accountTexts } from '../../i18n/vi-VN/account';

/** What the banner shows: nothing, or the phone to activate, the SMS text and where to send it. */
export type UnverifiedPhoneBannerView =
  | { status: 'hidden' }
  | {
      status: 'shown';
      phone: string;
      command: string;
      supportLinks: SmsLink[];
    };

/**
 * Shown when the signed-in player has a phone number whose `verifiedPhoneAt` is empty: they
 * activate it by texting `KH {username}` from it. Hidden while loading, logged out, on a failed
 * load (the page's other panels say so) and when there is no phone to activate.
 */
export function useUnverifiedPhoneBanner(
  supportNumbers: readonly [string, string],
): UnverifiedPhoneBannerView {
  const t = useTranslate(accountTexts);
  const account = useAccountUser();
  if (account.status !== 'ready') return { status: 'hidden' };
  const { user } = account;
  if (!user.phoneNumber || user.verifiedPhoneAt) return { status: 'hidden' };
  const command = t('account.phoneBanner.command', { username: user.username });
  return {
    status: 'shown',
    phone: user.phoneNumber,
    command,
    supportLinks: smsLinks(supportNumbers, command),
  };
}
