import { useEffect, useState } from 'react';
import { encodeQr, type QrErrorCorrection } from './encodeQr';
import type { QrMatrix } from './qrPath';

export type { QrErrorCorrection };

/** The encoder's state: loading (the encoder is fetched on first use), the matrix, or a failure. */
export type QrMatrixState =
  | { status: 'loading' }
  | { status: 'ready'; matrix: QrMatrix }
  | { status: 'failed'; error: unknown };

/** Encodes `value` into a QR matrix ({@link encodeQr}: the encoder loads with the first code shown). */
export function useQrMatrix(value: string, errorCorrection: QrErrorCorrection): QrMatrixState {
  const [state, setState] = useState<{ key: string; result: QrMatrixState }>({
    key: '',
    result: { status: 'loading' },
  });
  const key = `${errorCorrection}:${value}`;
  useEffect(() => {
    let live = true;
    encodeQr(value, errorCorrection)
      .then((matrix) => {
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
