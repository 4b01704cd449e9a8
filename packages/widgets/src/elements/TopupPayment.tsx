import { BalanceStrip } from '../widgets/BalanceStrip';
import { SessionRenewalDialog } from '../widgets/SessionRenewalDialog';
import { TopupPanel, type CardSettled } from '../widgets/TopupPanel';
import { addStyles } from './styles';

// The build puts here the CSS only this part uses (the balance strip's, the panel's...): it comes with the chunk.
addStyles('/*__PORTAL_WIDGETS_CHUNK_CSS__*/');

/** Props of {@link TopupPayment}. */
export interface TopupPaymentProps {
  /** A card's top-up settled (the element fires `portal:topup`). */
  onCardSettled: (settled: CardSettled) => void;
  /** The portal's recovery and registration pages, for the dialog that logs in again. */
  recoveryPath: string;
  registerPath: string;
}

/**
 * What `<portal-topup>` shows to a signed-in player: the balance strip and the TopupPanel (card, e-wallet, bank).
 * Loaded on demand (see LazyTopupPayment), so the payment widgets and texts never weigh on `<portal-login>`.
 */
export function TopupPayment({ onCardSettled, recoveryPath, registerPath }: TopupPaymentProps) {
  return (
    <>
      <BalanceStrip renderLink={() => null} onPaymentPage />
      <TopupPanel defaultMethod="card" onCardSettled={onCardSettled} />
      {/* A session that ends mid-payment: log in again over the panel, the card as typed kept. */}
      <SessionRenewalDialog recoveryPath={recoveryPath} registerPath={registerPath} />
    </>
  );
}
