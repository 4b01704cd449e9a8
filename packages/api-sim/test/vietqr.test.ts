import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16CcittFalse, hasValidCrc, parseEmvFields } from '../src/index';

// published in the README of github.com/subiz/vietqr (120.000đ to VietinBank 0011001932418)
const PUBLISHED_SAMPLE =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('gives 0xFFFF (the initial value) for empty input', () => {
    expect(crc16CcittFalse('')).toBe(0xffff);
  });

  it('matches the CRC of a published VietQR payload', () => {
    expect(crc16CcittFalse(PUBLISHED_SAMPLE.slice(0, -4))).toBe(0xc15c);
    expect(hasValidCrc(PUBLISHED_SAMPLE)).toBe(true);
  });
});

describe('buildVietQr', () => {
  it('reproduces the published payload byte for byte', () => {
    expect(
      buildVietQr({
        bin: '970415',
        accountNumber: '0011001932418',
        purpose: 'ung ho lu lut',
        amount: 120000,
      }),
    ).toBe(PUBLISHED_SAMPLE);
  });

  it('builds a static code (no amount) with the NAPAS fields', () => {
    const payload = buildVietQr({
      bin: '970436',
      accountNumber: '1023456789',
      purpose: 'NAPKP demo',
    });
    const fields = Object.fromEntries(parseEmvFields(payload));
    expect(fields['00']).toBe('01');
    expect(fields['01']).toBe('11');
    expect(fields['54']).toBeUndefined();
    expect(fields['53']).toBe('704');
    expect(fields['58']).toBe('VN');
    expect(Object.fromEntries(parseEmvFields(fields['38'] ?? ''))).toEqual({
      '00': 'A000000727',
      '01': '0006970436' + '0110' + '1023456789',
      '02': 'QRIBFTTA',
    });
    expect(Object.fromEntries(parseEmvFields(fields['62'] ?? ''))).toEqual({ '08': 'NAPKP demo' });
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('always ends with a CRC that verifies, and any changed character breaks it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^9[0-9]{5}$/),
        fc.stringMatching(/^[0-9]{6,19}$/),
        fc.stringMatching(/^[A-Za-z0-9 ]{1,25}$/),
        fc.nat({ max: 1_000_000_000 }),
        (bin, accountNumber, purpose, seed) => {
          const payload = buildVietQr({ bin, accountNumber, purpose });
          expect(hasValidCrc(payload)).toBe(true);
          const index = seed % (payload.length - 4);
          const changed = payload[index] === 'X' ? 'Y' : 'X';
          const corrupted = payload.slice(0, index) + changed + payload.slice(index + 1);
          expect(hasValidCrc(corrupted)).toBe(false);
        },
      ),
    );
  });
});
