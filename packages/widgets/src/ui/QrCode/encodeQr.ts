import type { QrMatrix } from './qrPath';

/** Error correction of a QR code: L (7 %) by default. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/**
 * Encodes `value` into a QR matrix with qrcode-generator, loaded by a dynamic import only when a code is needed, so
 * a page without a QR code never downloads the encoder.
 */
export async function encodeQr(
  value: string,
  errorCorrection: QrErrorCorrection,
): Promise<QrMatrix> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, errorCorrection);
  code.addData(value, 'Byte');
  code.make();
  return { count: code.getModuleCount(), isDark: (row, col) => code.isDark(row, col) };
}
