import { useTranslate } from '../../provider';
import { Alert, Button, Spinner } from '../../ui';
import type { AccountUser } from './useAccountUser';

/** What an account widget shows until the player is loaded: a spinner, or the failure with Thử lại. */
export function AccountUserPending({
  account,
}: {
  account: Exclude<AccountUser, { status: 'ready' }>;
}) {
  const t = useTranslate();
  switch (account.status) {
    case 'loading':
      return <Spinner label={t('account.loading')} />;
    case 'failed':
      return (
        <Alert
          tone="error"
          live="assertive"
          title={t('account.loadFailed')}
          action={<Button onClick={account.retry}>{t('common.retry')}</Button>}
        />
      );
    case 'signedOut':
      return null;
    default:
      return account satisfies never;
  }
}
