import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigitsOf, normaliseCardDigits } from './cardDigits';

describe('normaliseCardDigits', () => {
  describe('given digits written with separators', () => {
    it.each([
      ['1234 5678 9012', '123456789012'],
      ['1234.5678.9012', '123456789012'],
      ['1234-5678-9012', '123456789012'],
      [' 12 34–56 ', '123456'],
      ['1234\u00a05678', '12345678'],
    ])('strips them: %j → %j', (raw, expected) => {
      expect(normaliseCardDigits(raw)).toBe(expected);
    });
  });

  describe('given full-width digits (a Vietnamese IME)', () => {
    it('turns them into ASCII digits by NFKC', () => {
      expect(normaliseCardDigits('１２３４ ５６')).toBe('123456');
    });
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normaliseCardDigits(raw);
        expect(normaliseCardDigits(once)).toBe(once);
      }),
    );
  });
});

describe('cardDigitsOf', () => {
  it('gives the digits of a clean entry', () => {
    expect(cardDigitsOf('1000 1234 567')).toBe('10001234567');
    expect(cardDigitsOf('')).toBe('');
  });

  it.each(['12a4', '12/34', '12,34', 'O123'])('refuses %j: something other than a digit', (raw) => {
    expect(cardDigitsOf(raw)).toBeNull();
  });

  it('never lets anything but ASCII digits through', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const digits = cardDigitsOf(raw);
        if (digits !== null) expect(digits).toMatch(/^[0-9]*$/);
      }),
    );
  });
});
