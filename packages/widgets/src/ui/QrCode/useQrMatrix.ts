import { useEffect, useState } from 'react';
import type { QrMatrix } from './qrPath';

/** Error correction of a QR code: L (7 %) by default. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The encoder's state: loading (the encoder is fetched on first use), the matrix, or a failure. */
export type QrMatrixState =
  | { status: 'loading' }
  | { status: 'ready'; matrix: QrMatrix }
  | { status: 'failed'; error: unknown };

/**
 * Encodes `value` into a QR matrix with qrcode-generator, loaded by a dynamic import only when a code is shown, so
 * a page without a QR code never downloads the encoder.
 */
export function useQrMatrix(value: string, errorCorrection: QrErrorCorrection): QrMatrixState {
  const [state, setState] = useState<{ key: string; result: QrMatrixState }>({
    key: '',
    result: { status: 'loading' },
  });
  const key = `${errorCorrection}:${value}`;
  useEffect(() => {
    let live = true;
    import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const code = qrcode(0, errorCorrection);
        code.addData(value, 'Byte');
        code.make();
        const matrix: QrMatrix = {
          count: code.getModuleCount(),
          isDark: (row, col) => code.isDark(row, col),
        };
        if (live) setState({ key, result: { status: 'ready', matrix } });
      })
      .catch((error: unknown) => {
        if (live) setState({ key, result: { status: 'failed', error } });
      });
    return () => {
      live = false;
    };
  }, [key, value, errorCorrection]);
  return state.key === key ? state.result : { status: 'loading' };
}
