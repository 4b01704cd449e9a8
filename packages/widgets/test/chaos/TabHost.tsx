import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate, useUser } from '../../src/provider';
import { BalanceStrip } from '../../src/widgets/BalanceStrip';
import { GiftCodeList } from '../../src/widgets/GiftCodeList';
import { LoginForm } from '../../src/widgets/LoginForm';
import { PersonalInfo } from '../../src/widgets/PersonalInfo';
import { RechargePanel } from '../../src/widgets/RechargePanel';
import { SessionRenewalDialog } from '../../src/widgets/SessionRenewalDialog';
import { LoadFailure, LoadingStatus } from '../../src/widgets/shared';
import { TopupPanel } from '../../src/widgets/TopupPanel';
import { TransactionTable } from '../../src/widgets/TransactionTable';
import type { PageName, Tab } from './tabs';

function Page({ name, tab }: { name: PageName; tab: Tab }) {
  // Each mount of a page is a new widget: what the player chose in the last one is gone.
  useEffect(() => tab.pageMounted(), [tab]);
  switch (name) {
    case 'recharge':
      return <RechargePanel />;
    case 'card':
      return (
        <>
          <BalanceStrip onPaymentPage />
          <TopupPanel method="card" />
        </>
      );
    case 'gifts':
      return <GiftCodeList />;
    case 'profile':
      return <PersonalInfo />;
    case 'history':
      return <TransactionTable />;
    default:
      return name satisfies never;
  }
}

/** What the portal's gate and shell do around a page: the login form for a guest, the renewal dialog over a page. */
export function TabHost({ tab }: { tab: Tab }) {
  const view = useSyncExternalStore(tab.subscribe, tab.snapshot);
  const user = useUser();
  const t = useTranslate();
  const shown = user.status === 'signedIn' ? user.user.username : null;
  useEffect(() => tab.userShown(shown), [tab, shown]);
  switch (user.status) {
    case 'loading':
      return <LoadingStatus />;
    case 'failed':
      return (
        <LoadFailure title={t('common.error.unexpected')} error={user.error} onRetry={user.retry} />
      );
    case 'signedOut':
      return <LoginForm />;
    case 'signedIn':
      return (
        <>
          <Page key={view.visit} name={view.page} tab={tab} />
          <SessionRenewalDialog />
        </>
      );
    default:
      return user satisfies never;
  }
}
