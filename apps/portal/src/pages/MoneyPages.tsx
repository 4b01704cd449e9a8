import {
  BalanceStrip,
  RechargePanel,
  TopupPanel,
  usePaymentMethodTitle,
  type PaymentMethodKind,
} from '@portal/widgets';
import { renderRouterLink } from '../routing/renderRouterLink';
import { AccountPage } from './AccountPage';

/** The tabs of the payment page: the URL holds the chosen method. */
const methodPaths = {
  card: '/payment/card',
  'e-wallet': '/payment/e-wallet',
  'bank-transfer': '/payment/bank-transfer',
} as const satisfies Record<PaymentMethodKind, string>;

/**
 * `/payment/{method}`: 'Nạp KP', the balance strip, then the method tiles as links and the method's
 * panel under its own heading, which also leads the document title ('Ví điện tử · Nạp KP · …').
 */
export function PaymentPage({ method }: { method: PaymentMethodKind }) {
  return (
    <AccountPage title="app.titles.payment" section={usePaymentMethodTitle(method)}>
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
