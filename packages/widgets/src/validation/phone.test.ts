import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCodeInput, normalisePhoneInput } from './phone';

describe('normalisePhoneInput', () => {
  describe('given a national number written with separators', () => {
    it.each([
      ['0912 345 678', '0912345678'],
      ['0912.345.678', '0912345678'],
      ['0912-345-678', '0912345678'],
      [' 0912 - 345.678 ', '0912345678'],
    ])('strips them: %j → %j', (raw, expected) => {
      expect(normalisePhoneInput(raw)).toBe(expected);
    });
  });

  describe('given the international form', () => {
    it.each([
      ['+84912345678', '0912345678'],
      ['+84 912 345 678', '0912345678'],
      ['84912345678', '0912345678'],
      ['(+84) 91-234-5678', '0912345678'],
      ['+84 0912 345 678', '0912345678'],
    ])('turns it into the national form: %j → %j', (raw, expected) => {
      expect(normalisePhoneInput(raw)).toBe(expected);
    });

    it('leaves a short number starting 84 alone while it is still being typed', () => {
      expect(normalisePhoneInput('8491234')).toBe('8491234');
      expect(normalisePhoneInput('+849')).toBe('849');
    });
  });

  describe('given other characters', () => {
    it.each([
      ['09a12b345c678', '0912345678'],
      ['abc', ''],
      ['', ''],
      ['０９１２', ''],
    ])('drops them: %j → %j', (raw, expected) => {
      expect(normalisePhoneInput(raw)).toBe(expected);
    });

    it('keeps at most 15 digits', () => {
      expect(normalisePhoneInput('0123456789012345678')).toBe('012345678901234');
    });
  });

  describe('for any input', () => {
    const phoneLike = fc.stringMatching(/^[+0-9 .()a-z-]{0,30}$/);
    const anyInput = fc.oneof(fc.string(), phoneLike);

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyInput, (raw) => {
          const once = normalisePhoneInput(raw);
          expect(normalisePhoneInput(once)).toBe(once);
        }),
      );
    });

    it('returns only digits, at most 15 of them', () => {
      fc.assert(
        fc.property(anyInput, (raw) => {
          expect(normalisePhoneInput(raw)).toMatch(/^\d{0,15}$/);
        }),
      );
    });

    it('never returns the international prefix of an 11-digit-or-longer number', () => {
      fc.assert(
        fc.property(anyInput, (raw) => {
          const result = normalisePhoneInput(raw);
          expect(result.length >= 11 && result.startsWith('84')).toBe(false);
        }),
      );
    });
  });
});

describe('normaliseCodeInput', () => {
  it.each([
    [' 123456 ', '123456'],
    ['123 456', '123456'],
    ['1234567', '123456'],
    ['AB12CD', 'AB12CD'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseCodeInput(raw)).toBe(expected);
  });

  it('is idempotent, without whitespace and at most 6 long', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normaliseCodeInput(raw);
        expect(normaliseCodeInput(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
        expect(once.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});
