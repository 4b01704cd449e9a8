import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { formatKp } from '../../i18n';
import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { LoadFailure, LoadingStatus, renderAnchor, type LinkRenderer } from '../shared';
import styles from './BalanceStrip.module.css';
import { useBalanceStrip } from './useBalanceStrip';
import { payment } from '../../i18n/vi-VN/payment';
import { portalTopupPath } from '../shared/portalPaths';

/** Props of {@link BalanceStrip}. */
export interface BalanceStripProps {
  /** True on the payment page itself, where a link to top up would point to the page the player is on. */
  onPaymentPage?: boolean;
  /** Renders the top-up link the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Where the top-up link goes. */
  topupPath?: string;
}

/** 'Số dư hiện tại' in KP, the debt still owed with its warning, and a link to top up when the balance is 0. */
export function BalanceStrip({
  onPaymentPage = false,
  renderLink = renderAnchor,
  topupPath = portalTopupPath,
}: BalanceStripProps) {
  const t = useTranslate(payment);
  const view = useBalanceStrip(onPaymentPage);
  switch (view.status) {
    case 'loading':
      return <LoadingStatus />;
    case 'failed':
      return (
        <LoadFailure title={t('payment.balance.failed')} error={view.error} onRetry={view.retry} />
      );
    case 'signedOut':
      return null;
    case 'ready':
      return (
        <section
          className={clsx(layout.reset, styles.strip)}
          aria-label={t('payment.balance.label')}
        >
          <div className={styles.row}>
            <span className={styles.label}>{t('payment.balance.label')}</span>
            <strong className={styles.credit} part="balance">
              {formatKp(t, view.credit)}
            </strong>
            {view.debtCredit > 0 && (
              <span className={styles.debt}>
                {t('payment.balance.debt', { amount: formatKp(t, view.debtCredit) })}
              </span>
            )}
            {view.offerTopup && (
              <span className={styles.link}>
                {renderLink({ to: topupPath, children: t('payment.balance.topupLink') })}
              </span>
            )}
          </div>
          {view.debtCredit > 0 && (
            <Alert tone="warning" live="off">
              {t('payment.balance.debtWarning')}
            </Alert>
          )}
        </section>
      );
    default:
      return view satisfies never;
  }
}
