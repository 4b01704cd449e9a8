import { BalanceStrip, RechargePanel, TopupPanel, type PaymentMethodKind } from '@portal/widgets';
import { renderRouterLink } from '../routing/renderRouterLink';
import { AccountPage } from './AccountPage';

/** The tabs of the payment page: the URL holds the chosen method. */
const methodPaths = {
  card: '/payment/card',
  'e-wallet': '/payment/e-wallet',
  'bank-transfer': '/payment/bank-transfer',
} as const satisfies Record<PaymentMethodKind, string>;

/** `/payment/{method}`: the balance strip, then the method tiles as links and the method's panel. */
export function PaymentPage({ method }: { method: PaymentMethodKind }) {
  return (
    <AccountPage title="app.nav.payment">
      <BalanceStrip onPaymentPage renderLink={renderRouterLink} />
      <TopupPanel method={method} methodPaths={methodPaths} renderLink={renderRouterLink} />
    </AccountPage>
  );
}

/** `/recharge`: the recharge panel (with its balance strip) or, for a closed server, the upgrade screen. */
export function RechargePage() {
  return (
    <AccountPage title="app.nav.recharge">
      <RechargePanel renderLink={renderRouterLink} topupPath={methodPaths.card} />
    </AccountPage>
  );
}
