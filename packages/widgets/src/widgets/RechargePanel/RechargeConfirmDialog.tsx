import { formatKp, formatNumber } from '../../i18n';
import { useTranslate } from '../../provider';
import { Button, Modal } from '../../ui';
import type { RechargeChoice } from './useRechargePanel';
import { TermList } from '../shared';
import { payment } from '../../i18n/vi-VN/payment';
import { recharge } from '../../i18n/vi-VN/recharge';

/** Props of {@link RechargeConfirmDialog}. */
export interface RechargeConfirmDialogProps {
  open: boolean;
  /** What the player chose; null before 'Nạp'. */
  choice: RechargeChoice | null;
  coinName: string;
  /** The recharge confirmed is being sent: 'Xác nhận' spins, 'Hủy' waits. */
  processing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before KP are spent, as the big portals ask it: the server, the KP spent, the coins received and the
 * balance after. It opens focused on itself, not on 'Xác nhận', so the repeats of the Enter that opened it press
 * nothing; 'Xác nhận' sends, 'Hủy' (or Escape) sends nothing.
 */
export function RechargeConfirmDialog({
  open,
  choice,
  coinName,
  processing,
  onConfirm,
  onCancel,
}: RechargeConfirmDialogProps) {
  const t = useTranslate(recharge, payment);
  const kp = (amount: number) => formatKp(t, amount);
  const rows = choice
    ? [
        { key: 'server', label: t('payment.recharge.server'), value: choice.server },
        { key: 'spent', label: t('payment.recharge.confirmSpent'), value: kp(choice.cost) },
        {
          key: 'received',
          label: t('payment.recharge.confirmReceived'),
          value: t('payment.recharge.amount', { coins: formatNumber(choice.coins), coinName }),
        },
        {
          key: 'after',
          label: t('payment.recharge.confirmBalanceAfter'),
          value: kp(choice.creditAfter),
        },
      ]
    : [];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('payment.recharge.confirmTitle', { coinName })}
      description={t('payment.recharge.confirmText')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={processing}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={processing} loadingText={t('common.processing')}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <TermList rows={rows} />
    </Modal>
  );
}
