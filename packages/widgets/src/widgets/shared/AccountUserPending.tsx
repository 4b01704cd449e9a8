import { useTranslate } from '../../provider';
import { Spinner } from '../../ui';
import { LoadFailure } from './LoadFailure';
import type { AccountUser } from './useAccountUser';
import { account as accountTexts } from '../../i18n/vi-VN/account';

/** What an account widget shows until the player is loaded: a spinner, or the failure with Thử lại. */
export function AccountUserPending({
  account,
}: {
  account: Exclude<AccountUser, { status: 'ready' }>;
}) {
  const t = useTranslate(accountTexts);
  switch (account.status) {
    case 'loading':
      return <Spinner label={t('account.loading')} />;
    case 'failed':
      return (
        <LoadFailure
          title={t('account.loadFailed')}
          error={account.error}
          onRetry={account.retry}
        />
      );
    case 'signedOut':
      return null;
    default:
      return account satisfies never;
  }
}
