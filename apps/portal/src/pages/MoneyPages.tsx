import {
  BalanceStrip,
  RechargePanel,
  TopupPanel,
  usePaymentMethodTitle,
  type PaymentMethodKind,
} from '@portal/widgets';
import { paymentMethodPaths } from '../routing/paths';
import { renderRouterLink } from '../routing/renderRouterLink';
import { AccountPage } from './AccountPage';

/**
 * `/payment/{method}`: 'Nạp KP', the balance strip, then the method tiles as links and the method's
 * panel under its own heading, which also leads the document title ('Ví điện tử · Nạp KP · …').
 */
export function PaymentPage({ method }: { method: PaymentMethodKind }) {
  return (
    <AccountPage title="app.titles.payment" section={usePaymentMethodTitle(method)}>
      <BalanceStrip onPaymentPage renderLink={renderRouterLink} />
      <TopupPanel method={method} methodPaths={paymentMethodPaths} renderLink={renderRouterLink} />
    </AccountPage>
  );
}

/** `/recharge`: the recharge panel (with its balance strip) or, for a closed server, the upgrade screen. */
export function RechargePage() {
  return (
    <AccountPage title="app.nav.recharge">
      <RechargePanel renderLink={renderRouterLink} topupPath={paymentMethodPaths.card} />
    </AccountPage>
  );
}
