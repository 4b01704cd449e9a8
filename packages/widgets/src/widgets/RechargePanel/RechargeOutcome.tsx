import { isApiError } from '../../api';
import { formatNumber } from '../../i18n';
import { buttonErrorText, useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { MoneyWriteOutcome, OutcomeArea } from '../shared';
import type { RechargeStatus } from './useRechargePanel';
import { recharge } from '../../i18n/vi-VN/recharge';

/** Props of {@link RechargeOutcome}. */
export interface RechargeOutcomeProps {
  /** What the result area shows, as a key that changes with each new outcome; null while none shows. */
  outcome: string | null;
  result: RechargeStatus;
  coinName: string;
  checkAgain: () => void;
  resend: () => void;
}

/**
 * The outcome of the last recharge below the form: done (the coins and the server), being looked up after a lost
 * answer, still unknown (look again or send it again), or refused (the server's words).
 */
export function RechargeOutcome({
  outcome,
  result,
  coinName,
  checkAgain,
  resend,
}: RechargeOutcomeProps) {
  const t = useTranslate(recharge);
  return (
    <OutcomeArea outcome={outcome}>
      {result.status === 'succeeded' && (
        <Alert tone="success" live="off">
          {t('payment.recharge.succeeded', {
            coins: formatNumber(result.result.coins),
            coinName,
            server: result.result.server,
          })}
        </Alert>
      )}
      <MoneyWriteOutcome
        state={result}
        texts={{
          checking: t('payment.recharge.checking'),
          notTaken: t('payment.recharge.notTaken', { coinName }),
          unconfirmed: t('payment.recharge.unconfirmed'),
          resend: t('payment.recharge.resend'),
          resending: t('payment.recharge.resending'),
          checkFailed: t('payment.recharge.checkFailed'),
          checkAgain: t('payment.recharge.checkAgain'),
        }}
        onCheckAgain={checkAgain}
        onResend={resend}
      />
      {result.status === 'failed' && (
        <Alert
          tone={isApiError(result.error) && result.error.errorCode ? 'error' : 'warning'}
          live="assertive"
        >
          {isApiError(result.error) && result.error.statusCode === 401
            ? t('payment.recharge.signInAgain', { coinName })
            : buttonErrorText(result.error, t)}
        </Alert>
      )}
    </OutcomeArea>
  );
}
