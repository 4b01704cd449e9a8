import type { TransferMethod } from '../../api';
import { useTranslate } from '../../provider';
import type { HeadingLevel } from '../shared';
import styles from './TopupPanel.module.css';
import { TransferMethodCard } from './TransferMethodCard';
import { payment } from '../../i18n/vi-VN/payment';

/** The e-wallets or the banks, one card each. */
export function TransferPanel({
  methods,
  headingLevel,
}: {
  methods: readonly TransferMethod[];
  /** The level of each method's heading (its label). */
  headingLevel: HeadingLevel;
}) {
  const t = useTranslate(payment);
  if (methods.length === 0) return <p className={styles.muted}>{t('payment.transfer.empty')}</p>;
  return (
    <div className={styles.methods}>
      {methods.map((method) => (
        <TransferMethodCard key={method.code} method={method} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
