import { describe, expect, it } from 'vitest';
import { catalogueText, fontCharacters, unicodeRange } from './characters.mjs';

const has = (codes, text) =>
  [...text].every((character) => codes.includes(character.codePointAt(0)));

describe('fontCharacters', () => {
  const codes = fontCharacters(catalogueText());

  it('keeps every character of the vi-VN catalogues', () => {
    const drawn = [...catalogueText()].filter((character) => character.codePointAt(0) >= 0xa0);
    expect(drawn.length).toBeGreaterThan(1000);
    expect(has(codes, drawn.join(''))).toBe(true);
  });

  it('keeps ASCII and the whole Vietnamese alphabet in both cases, as a player name may hold', () => {
    expect(has(codes, 'Demo@2026 ABC xyz ~!#$%^&*()')).toBe(true);
    expect(has(codes, 'Nguyễn Thị Ánh Tuyết, ĐỖ HỮU PHƯỚC, Ỷ Thiên Đồ Long, ỳ ỵ ỷ ỹ')).toBe(true);
  });

  it('keeps what vi-VN formatting writes (the đồng sign, no-break spaces)', () => {
    const money = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(
      10000,
    );
    expect(has(codes, money)).toBe(true);
  });

  it('keeps nothing else: no other script, no Latin beyond Vietnamese', () => {
    expect(has(codes, 'ß')).toBe(false);
    expect(has(codes, 'Ж')).toBe(false);
    expect(has(codes, 'ñ')).toBe(false);
    expect(codes.length).toBeLessThan(260);
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x1ea0, 0x1ea1])).toBe('U+20-22,U+A9,U+1EA0-1EA1');
  });
});
