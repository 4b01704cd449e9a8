import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLengths, checkCardDigits, lengthsOf, unknownCardLength } from './cardRules';

describe('checkCardDigits', () => {
  it('asks for a serial or PIN left empty, or only separators', () => {
    expect(checkCardDigits('', [11, 14])).toEqual({ ok: false, problem: 'required' });
    expect(checkCardDigits(' - . ', [11, 14])).toEqual({ ok: false, problem: 'required' });
  });

  it('refuses anything but digits and separators', () => {
    expect(checkCardDigits('1001A', [11, 14])).toEqual({ ok: false, problem: 'digits' });
  });

  it("takes only the lengths printed on the carrier's cards", () => {
    expect(checkCardDigits('1001 1122 233', [11, 14])).toEqual({ ok: true, digits: '10011122233' });
    expect(checkCardDigits('100111222', [11, 14])).toEqual({
      ok: false,
      problem: 'length',
      lengths: [11, 14],
    });
    expect(checkCardDigits('1'.repeat(10_000), [11, 14])).toMatchObject({ problem: 'length' });
  });

  it(`takes ${unknownCardLength.min} to ${unknownCardLength.max} digits for a carrier it does not know`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (length) => {
        const check = checkCardDigits('7'.repeat(length), null);
        expect(check.ok).toBe(length >= unknownCardLength.min && length <= unknownCardLength.max);
      }),
    );
  });
});

describe('lengthsOf', () => {
  it('knows the five carriers by code, in any case', () => {
    expect(Object.keys(cardLengths)).toEqual([
      'VIETTEL',
      'MOBIFONE',
      'VINAPHONE',
      'VIETNAMOBILE',
      'ZING',
    ]);
    expect(lengthsOf('mobifone', 'serial')).toEqual([15]);
    expect(lengthsOf('ZING', 'pin')).toEqual([9]);
    expect(lengthsOf('GATE', 'pin')).toBeNull();
  });
});
