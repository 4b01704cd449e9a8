import type { TransferMethod } from '../../api';
import { useTranslate } from '../../provider';
import styles from './TopupPanel.module.css';
import { TransferMethodCard } from './TransferMethodCard';
import { registerMessages } from '../../i18n';
import { payment } from '../../i18n/vi-VN/payment';
registerMessages(payment);

/** The e-wallets or the banks, one card each. */
export function TransferPanel({ methods }: { methods: readonly TransferMethod[] }) {
  const t = useTranslate();
  if (methods.length === 0) return <p className={styles.muted}>{t('payment.transfer.empty')}</p>;
  return (
    <div className={styles.methods}>
      {methods.map((method) => (
        <TransferMethodCard key={method.code} method={method} />
      ))}
    </div>
  );
}
