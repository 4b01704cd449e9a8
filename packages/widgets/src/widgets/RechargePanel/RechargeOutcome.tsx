import { useTranslate } from '../../provider';
import { Alert, Button } from '../../ui';
import type { RechargeStatus } from './useRechargePanel';

/** Props of {@link RechargeOutcome}. */
export interface RechargeOutcomeProps {
  state: RechargeStatus;
  coinName: string;
  onCheckAgain: () => void;
}

/**
 * What is known of a recharge whose answer was lost or broken: being looked up, not done (the player may send it
 * again), or still unknown after the look (with 'Kiểm tra lại' before the player decides to send it again).
 */
export function RechargeOutcome({ state, coinName, onCheckAgain }: RechargeOutcomeProps) {
  const t = useTranslate();
  switch (state.status) {
    case 'checking':
      return <Alert tone="info">{t('payment.recharge.checking')}</Alert>;
    case 'notTaken':
      return (
        <Alert tone="warning" live="assertive">
          {t('payment.recharge.notTaken', { coinName })}
        </Alert>
      );
    case 'unconfirmed':
      return (
        <Alert
          tone="warning"
          live="assertive"
          action={
            <Button variant="secondary" onClick={onCheckAgain}>
              {t('payment.recharge.checkAgain')}
            </Button>
          }
        >
          {t(state.read ? 'payment.recharge.unconfirmed' : 'payment.recharge.checkFailed', {
            coinName,
          })}
        </Alert>
      );
    default:
      return null;
  }
}
