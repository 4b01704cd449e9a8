import { clsx } from 'clsx';
import { useId } from 'react';
import type { PayableValue } from '../../api';
import { formatKp, formatNumber } from '../../i18n';
import { useTranslate } from '../../provider';
import { isAffordable } from './affordability';
import styles from './RechargePanel.module.css';
import { recharge } from '../../i18n/vi-VN/recharge';

/** Props of {@link RechargeAmounts}. */
export interface RechargeAmountsProps {
  payableValues: readonly PayableValue[];
  /** The player's KP: the amounts above them are greyed and cannot be chosen. */
  balance: number;
  coinName: string;
  /** The KP of the amount chosen; null while none is. */
  amount: number | null;
  chooseAmount: (credit: number) => void;
}

/** The payable amounts as radio buttons, each with the coins it gives and the KP it needs (spec section 5). */
export function RechargeAmounts({
  payableValues,
  balance,
  coinName,
  amount,
  chooseAmount,
}: RechargeAmountsProps) {
  const t = useTranslate(recharge);
  const amountsId = useId();
  return (
    <div role="radiogroup" aria-labelledby={amountsId} className={styles.amounts}>
      <span id={amountsId} className={styles.legend}>
        {t('payment.recharge.amounts')}
      </span>
      {payableValues.map((payable) => {
        const affordable = isAffordable(payable, balance);
        const credit = formatKp(t, payable.credit);
        return (
          <label
            key={payable.credit}
            className={clsx(styles.amount, !affordable && styles.unaffordable)}
          >
            <input
              type="radio"
              name="creditAmount"
              value={payable.credit}
              checked={amount === payable.credit}
              disabled={!affordable}
              onChange={() => chooseAmount(payable.credit)}
            />
            <span className={styles.coins}>
              {t('payment.recharge.amount', {
                coins: formatNumber(payable.coinsReceived),
                coinName,
              })}
            </span>
            <span className={styles.need}>
              {affordable
                ? t('payment.recharge.affordable', { credit })
                : t('payment.recharge.unaffordable', { credit })}
            </span>
          </label>
        );
      })}
    </div>
  );
}
