import { BalanceStrip } from '../widgets/BalanceStrip';
import { TopupPanel, type CardSettled } from '../widgets/TopupPanel';
import { addStyles } from './styles';

// The build puts here the CSS only this part uses (the balance strip's, the panel's...): it comes with the chunk.
addStyles('/*__PORTAL_WIDGETS_CHUNK_CSS__*/');

/** Props of {@link TopupPayment}. */
export interface TopupPaymentProps {
  /** A card's top-up settled (the element fires `portal:topup`). */
  onCardSettled: (settled: CardSettled) => void;
}

/**
 * What `<portal-topup>` shows to a signed-in player: the balance strip and the TopupPanel (card, e-wallet, bank).
 * Loaded on demand (see LazyTopupPayment), so the payment widgets and texts never weigh on `<portal-login>`.
 */
export function TopupPayment({ onCardSettled }: TopupPaymentProps) {
  return (
    <>
      <BalanceStrip renderLink={() => null} onPaymentPage />
      {/* Under the element's own h2 ('Nạp KP'). */}
      <TopupPanel defaultMethod="card" onCardSettled={onCardSettled} headingLevel={3} />
    </>
  );
}
