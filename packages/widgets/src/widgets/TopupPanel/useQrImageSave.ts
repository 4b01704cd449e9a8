import { useState } from 'react';
import type { TransferMethod } from '../../api';
import { useTranslate } from '../../provider';
import { saveQrImage } from '../../ui';
import { rateNote } from './rateNote';
import { payment } from '../../i18n/vi-VN/payment';

/** Where saving the QR picture stands: nothing asked, being drawn, or it could not be drawn or saved. */
export type QrImageSaveStatus = 'idle' | 'saving' | 'failed';

/** A file name of ASCII letters, digits and dashes: `ma-qr-vietcombank.png`. */
function fileNameOf(code: string): string {
  const name = code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `ma-qr-${name || 'chuyen-khoan'}.png`;
}

/**
 * 'Lưu ảnh QR': a player on a phone cannot scan the phone's own screen, so the code is saved as a picture for the
 * banking app to read, with the bank's name, the amount line and the transfer content under it, in the page's font
 * (the button's, inside the provider's root).
 */
export function useQrImageSave(method: TransferMethod) {
  const t = useTranslate(payment);
  const [status, setStatus] = useState<QrImageSaveStatus>('idle');

  /** Saves the picture, its text in the font of `button` (the one pressed). */
  async function save(button: Element) {
    if (status === 'saving') return;
    setStatus('saving');
    try {
      await saveQrImage({
        value: method.qrCodeData,
        errorCorrection: 'L',
        fileName: fileNameOf(method.code),
        fontFamily: getComputedStyle(button).fontFamily,
        lines: [
          { text: method.label, bold: true },
          { text: rateNote(t, method.exchangeRate) },
          { text: t('payment.transfer.contentLine', { content: method.paymentSyntax }) },
        ],
      });
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  return { status, save };
}
