import { useId } from 'react';
import type { TransferMethod } from '../../api';
import { formatKp, formatVnd } from '../../i18n';
import { useTranslate } from '../../provider';
import { Alert, Button, CopyValue, QrCode, Table } from '../../ui';
import { hasValidVietQrCrc } from '../../validation';
import type { HeadingLevel } from '../shared';
import styles from './TopupPanel.module.css';
import { rateNote } from './rateNote';
import { bonusRows, type BonusRow } from './transferMath';
import { useQrImageSave } from './useQrImageSave';
import { payment } from '../../i18n/vi-VN/payment';

/** Spec section 9: the QR code is 144 px. */
const qrSize = 144;

/**
 * One e-wallet or bank: its QR code (only when the payload's CRC holds) with 'Lưu ảnh QR', the rate note, the transfer
 * details each with a copy button, the bonus table and the note that only the exact transfer content is processed
 * automatically.
 */
export function TransferMethodCard({
  method,
  headingLevel,
}: {
  method: TransferMethod;
  /** The level of the label's heading, one below the method's ('Ví điện tử'). */
  headingLevel: HeadingLevel;
}) {
  const t = useTranslate(payment);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const qrImage = useQrImageSave(method);
  // E-wallets are paid to the phone number of the wallet (spec section 2), and say so; a bank's is its account number.
  const walletPhone = method.type === 'e-wallet' ? method.mobileAccountNumber : null;
  const accountNumber = walletPhone
    ? { label: t('payment.transfer.walletPhone'), value: walletPhone }
    : { label: t('payment.transfer.accountNumber'), value: method.accountNumber };
  const details = [
    { key: 'accountName', label: t('payment.transfer.accountName'), value: method.accountName },
    { key: 'accountNumber', ...accountNumber },
    { key: 'content', label: t('payment.transfer.content'), value: method.paymentSyntax },
  ];
  return (
    <article className={styles.method} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.methodTitle}>
        {method.label}
      </Heading>
      <div className={styles.methodTop}>
        {hasValidVietQrCrc(method.qrCodeData) ? (
          <div className={styles.qr}>
            <QrCode
              value={method.qrCodeData}
              size={qrSize}
              errorCorrection="L"
              label={t('payment.transfer.qr', { label: method.label })}
              loadingText={t('payment.transfer.qrLoading')}
              failedText={t('payment.transfer.qrInvalid', { label: method.label })}
            />
            {/* No link that opens an e-wallet's app: we found none published for a transfer to a wallet's number
                (MoMo's deeplinks come from its payment API for a merchant's order, see momo-wallet/mobile-sdk; none
                for Viettel Money), and none is made up. */}
            <Button
              variant="secondary"
              loading={qrImage.status === 'saving'}
              onClick={(event) => void qrImage.save(event.currentTarget)}
            >
              {t('payment.transfer.saveQr')}
            </Button>
            {qrImage.status === 'failed' && (
              <p role="alert" className={styles.qrFailed}>
                {t('payment.transfer.saveQrFailed')}
              </p>
            )}
          </div>
        ) : (
          <Alert tone="warning" live="off">
            {t('payment.transfer.qrInvalid', { label: method.label })}
          </Alert>
        )}
        <dl className={styles.details}>
          {details.map((detail) => (
            <div key={detail.key} className={styles.detail}>
              <dt>{detail.label}</dt>
              <dd>
                <CopyValue value={detail.value} label={detail.label} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={styles.rate}>{rateNote(t, method.exchangeRate)}</p>
      <Table<BonusRow>
        caption={t('payment.bonus.caption', { label: method.label })}
        compact
        columns={[
          {
            key: 'cash',
            header: t('payment.bonus.cash'),
            render: (row) => formatVnd(t, row.cash),
            align: 'end',
            rowHeader: true,
          },
          {
            key: 'credits',
            header: t('payment.bonus.credits'),
            render: (row) => formatKp(t, row.credits),
            align: 'end',
          },
          {
            key: 'bonus',
            header: t('payment.bonus.bonus'),
            render: (row) => `+${formatKp(t, row.bonus)}`,
            align: 'end',
          },
        ]}
        rows={bonusRows(method.bonuses, method.exchangeRate)}
        getRowKey={(row) => String(row.cash)}
        empty={t('payment.bonus.none', { label: method.label })}
      />
      <Alert tone="info" live="off">
        {t('payment.transfer.exactContent')}
      </Alert>
    </article>
  );
}
