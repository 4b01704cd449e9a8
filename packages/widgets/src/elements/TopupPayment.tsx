import { BalanceStrip } from '../widgets/BalanceStrip';
import { TopupPanel, type CardSettled } from '../widgets/TopupPanel';

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
      <TopupPanel defaultMethod="card" onCardSettled={onCardSettled} />
    </>
  );
}
