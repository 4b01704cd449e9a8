import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../src/index';

describe('passwordStrength (spec section 5)', () => {
  it.each([
    ['matkhau', 'weak'], // letters only
    ['12345678', 'weak'], // digits only
    ['!!!!????', 'weak'],
    ['MatKhau', 'weak'], // letters and mixed case, but no digit
    ['matkhau1', 'medium'], // letter + digit
    ['1234!!!!', 'medium'], // digit + symbol
    ['matkhau!', 'weak'], // two classes but no digit
    ['matkhau1!', 'strong'], // letter + digit + symbol
    ['MatKhau!', 'strong'], // letter + symbol + mixed case
    ['MatKhau1', 'medium'], // three classes but no symbol
    ['MatKhau1!', 'very-strong'],
    ['Mậtkhẩu1!', 'very-strong'], // Vietnamese letters count as letters
    ['matkhau٣', 'medium'], // a digit of any script is a number (\p{Nd}), as the client counts it
    ['matkhau３', 'medium'], // a full-width digit too
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('rates any password holding all four classes very strong', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(passwordStrength(`aB3$${rest}`)).toBe('very-strong');
      }),
    );
  });

  it('never rates a password without a digit or a symbol above weak', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]*$/), (letters) => {
        expect(passwordStrength(letters)).toBe('weak');
      }),
    );
  });
});
