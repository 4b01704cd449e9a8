import { buildVietQr } from '@portal/api-sim';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, hasValidVietQrCrc } from './vietQr';

const payload = buildVietQr({ bin: '970436', accountNumber: '1023456789', purpose: 'NAPKP demo' });

describe('crc16CcittFalse', () => {
  it('gives the check value of the standard: 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });
});

describe('hasValidVietQrCrc', () => {
  describe('accepts', () => {
    it("the simulator's VietQR payload", () => {
      expect(hasValidVietQrCrc(payload)).toBe(true);
    });

    it('a CRC written in lowercase hex', () => {
      expect(hasValidVietQrCrc(payload.slice(0, -4) + payload.slice(-4).toLowerCase())).toBe(true);
    });
  });

  describe('refuses', () => {
    it('a payload whose content was changed (another transfer content)', () => {
      expect(hasValidVietQrCrc(payload.replace('NAPKP demo', 'NAPKP evil'))).toBe(false);
    });

    it('a payload whose CRC was changed', () => {
      const crc = payload.slice(-4);
      const other = crc === '0000' ? '0001' : '0000';
      expect(hasValidVietQrCrc(payload.slice(0, -4) + other)).toBe(false);
    });

    it.each([
      ['an empty payload', ''],
      ['a payload without tag 63', payload.slice(0, -8)],
      ['a CRC that is not hex', `${payload.slice(0, -4)}XYZW`],
      ['a URL', 'https://example.com/pay'],
    ])('%s', (_name, text) => {
      expect(hasValidVietQrCrc(text)).toBe(false);
    });
  });
});
