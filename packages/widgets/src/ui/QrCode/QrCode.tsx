import { qrPath, quietZone } from './qrPath';
import styles from './QrCode.module.css';
import { useQrMatrix, type QrErrorCorrection } from './useQrMatrix';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes. */
  value: string;
  /** The accessible name of the image, already translated. */
  label: string;
  /** Shown (and announced) while the encoder loads, already translated. */
  loadingText: string;
  /** Shown instead of the code when the encoder cannot be loaded, already translated. */
  failedText: string;
  /** Width and height in CSS pixels; 144 by default. */
  size?: number;
  errorCorrection?: QrErrorCorrection;
}

/**
 * A QR code as inline SVG elements built from the module matrix: no data: URL, no innerHTML, no inline style, so it
 * runs under a strict Content-Security-Policy and inside a shadow root. Dark modules on white in either colour mode.
 */
export function QrCode({
  value,
  label,
  loadingText,
  failedText,
  size = 144,
  errorCorrection = 'L',
}: QrCodeProps) {
  const state = useQrMatrix(value, errorCorrection);
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.placeholder} role="status" data-size={size}>
          {loadingText}
        </div>
      );
    case 'failed':
      return <div className={styles.placeholder}>{failedText}</div>;
    case 'ready': {
      const extent = state.matrix.count + quietZone * 2;
      return (
        <svg
          className={styles.code}
          role="img"
          aria-label={label}
          width={size}
          height={size}
          viewBox={`0 0 ${extent} ${extent}`}
          shapeRendering="crispEdges"
          data-modules={state.matrix.count}
        >
          <rect width={extent} height={extent} fill="#ffffff" />
          <path d={qrPath(state.matrix, quietZone)} fill="#000000" />
        </svg>
      );
    }
    default:
      return state satisfies never;
  }
}
