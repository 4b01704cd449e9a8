import { GiftCodeList, TransactionTable } from '@portal/widgets';
import { AccountPage } from './AccountPage';

/** `/transactions`: the 15 most recent transactions. */
export function TransactionsPage() {
  return (
    <AccountPage title="app.nav.transactions">
      <TransactionTable hideTitle />
    </AccountPage>
  );
}

/** `/giftcode`: the gift codes and their claims. */
export function GiftCodePage() {
  return (
    <AccountPage title="app.nav.giftcode">
      <GiftCodeList hideTitle />
    </AccountPage>
  );
}
