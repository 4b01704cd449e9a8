import type { Story, StoryDefault } from '@ladle/react';
import { useTranslate } from '../../provider';
import { payment } from '../../i18n/vi-VN/payment';
import { QrCode } from './QrCode';

export default { title: 'UI / QrCode' } satisfies StoryDefault;

/** A VietQR payload as a bank transfer shows it: the encoder loads on demand, then the code is drawn. */
const payload = '00020101021138540010A00000072701240006970436011010234567890208QRIBFTTA5303704';

/** The code with the bank transfer's texts (TransferMethodCard), its name as a caption under it. */
function BankQr({ size }: { size?: number }) {
  const t = useTranslate(payment);
  const label = 'Vietcombank';
  const name = t('payment.transfer.qr', { label });
  return (
    <figure>
      <QrCode
        value={payload}
        size={size}
        label={name}
        loadingText={t('payment.transfer.qrLoading')}
        failedText={t('payment.transfer.qrInvalid', { label })}
      />
      <figcaption>{name}</figcaption>
    </figure>
  );
}

export const Default: Story = () => <BankQr />;

export const Large: Story = () => <BankQr size={220} />;
