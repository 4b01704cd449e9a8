import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAtLeast, passwordStrength } from './passwordStrength';

describe('passwordStrength (spec section 5)', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['12345678', 'weak'],
    ['abcdefg!', 'weak'],
    ['ABCdefgh', 'weak'],
    ['abcdefg1', 'medium'],
    ['ABCDEFG1', 'medium'],
    ['1234567!', 'medium'],
    ['Abcdefg1', 'medium'],
    ['abcdef1!', 'strong'],
    ['Abcdefg!', 'strong'],
    ['Abcdef1!', 'veryStrong'],
    ['Mật khẩu 2026', 'veryStrong'],
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('never weakens a password by adding characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (base, extra) => {
        const before = passwordStrength(base);
        expect(isAtLeast(base + extra, before)).toBe(true);
      }),
    );
  });
});
