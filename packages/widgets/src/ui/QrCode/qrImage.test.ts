import { describe, expect, it } from 'vitest';
import { wrapText } from './qrImage';

// A character is 10 px wide.
const measure = (text: string) => text.length * 10;

describe('wrapText, for the lines under a saved QR code', () => {
  it('keeps a line that fits whole', () => {
    expect(wrapText('Vietcombank', 200, measure)).toEqual(['Vietcombank']);
  });

  it('breaks at spaces, each line within the width', () => {
    expect(wrapText('Nội dung chuyển khoản: NAPKP demo', 110, measure)).toEqual([
      'Nội dung',
      'chuyển',
      'khoản:',
      'NAPKP demo',
    ]);
  });

  it('puts a word wider than the width on a line of its own, never drops it', () => {
    expect(wrapText('NAPKP e2e_abcdefghijklmnopqrstuvwxyz', 100, measure)).toEqual([
      'NAPKP',
      'e2e_abcdefghijklmnopqrstuvwxyz',
    ]);
  });
});
