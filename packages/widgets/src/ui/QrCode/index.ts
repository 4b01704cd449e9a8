export { QrCode, type QrCodeProps } from './QrCode';
export type { QrErrorCorrection } from './useQrMatrix';
