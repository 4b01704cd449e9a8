export { QrCode, type QrCodeProps } from './QrCode';
export { saveQrImage, type SaveQrImageOptions } from './saveQrImage';
export type { QrErrorCorrection } from './encodeQr';
export type { QrImageLine } from './qrImage';
