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

  describe('given full-width digits', () => {
    it('reads them as digits', () => {
      expect(normalisePhoneInput('０９１２ ３４５ ６７８')).toBe('0912345678');
    });
  });

  describe('given a letter or a second plus', () => {
    it.each([
      ['09a12b345c678', '09a12b345c678'],
      ['0912 345 67x', '091234567x'],
      ['+84+912', '84+912'],
    ])('keeps it, for the field to refuse: %j → %j', (raw, expected) => {
      expect(normalisePhoneInput(raw)).toBe(expected);
    });
  });

  describe('given more than 15 digits', () => {
    it('cuts nothing (the field refuses it whole)', () => {
      expect(normalisePhoneInput('0123456789012345678')).toBe('0123456789012345678');
    });
  });

  describe('for any input', () => {
    const phoneLike = fc.stringMatching(/^[+0-9 .()a-z-]{0,30}$/);
    const anyInput = fc.oneof(fc.string({ unit: 'binary' }), phoneLike);

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyInput, (raw) => {
          const once = normalisePhoneInput(raw);
          expect(normalisePhoneInput(once)).toBe(once);
        }),
      );
    });

    it('returns only digits from digits and separators', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\+?[0-9 .()-]{0,30}$/), (raw) => {
          expect(normalisePhoneInput(raw)).toMatch(/^\d*$/);
        }),
      );
    });

    it('keeps every letter, for the field to refuse', () => {
      fc.assert(
        fc.property(phoneLike, (raw) => {
          const letters = raw.replace(/[^a-z]/g, '');
          expect(normalisePhoneInput(raw).replace(/[^a-z]/g, '')).toBe(letters);
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
    ['1234567', '1234567'],
    ['１２３４５６', '123456'],
    ['AB12CD', 'AB12CD'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseCodeInput(raw)).toBe(expected);
  });

  it('is idempotent and without whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const once = normaliseCodeInput(raw);
        expect(normaliseCodeInput(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
      }),
    );
  });
});
