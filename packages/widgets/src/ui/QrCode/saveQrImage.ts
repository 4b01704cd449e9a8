import { encodeQr, type QrErrorCorrection } from './encodeQr';
import type { QrImageLine } from './qrImage';
import { quietZone } from './qrPath';

/** What {@link saveQrImage} saves. */
export interface SaveQrImageOptions {
  value: string;
  errorCorrection: QrErrorCorrection;
  /** Under the code: what the player needs beside it (the bank, the amount, the transfer content). */
  lines: readonly QrImageLine[];
  /** The CSS font family of the lines (the page's). */
  fontFamily: string;
  /** The file's name, `.png` included. */
  fileName: string;
}

/** As FileSaver.js: a download prompt may still read the blob's URL a while after the click. */
const keepUrlMs = 40_000;

/**
 * Draws the code of `value` with its lines into a PNG and saves it by a download: an `<a download>` to a blob URL
 * (no data: URL, nothing inline, so the strict CSP stands), revoked a while later. The drawing's code loads on demand,
 * as the encoder does.
 */
export async function saveQrImage({
  value,
  errorCorrection,
  lines,
  fontFamily,
  fileName,
}: SaveQrImageOptions): Promise<void> {
  const [{ drawQrImage }, matrix] = await Promise.all([
    import('./qrImage'),
    encodeQr(value, errorCorrection),
  ]);
  const png = await drawQrImage({ matrix, quietZone, lines, fontFamily });
  const url = URL.createObjectURL(png);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}
