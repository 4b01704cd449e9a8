import { describe, expect, it } from 'vitest';
import { bonusRows, creditsFor, rateNoteCredits } from './transferMath';

describe('creditsFor', () => {
  it('multiplies cash by the rate without float noise', () => {
    expect(creditsFor(100_000, 0.012)).toBe(1200);
    expect(creditsFor(100_000, 0.01)).toBe(1000);
    expect(creditsFor(12_345, 0.01)).toBe(123);
  });
});

describe('rateNoteCredits', () => {
  it.each([
    [0.01, 100],
    [0.012, 120],
    [0.015, 150],
    [0, 0],
  ])('at %s KP per đồng, 10.000đ buys %s KP', (rate, kp) => {
    expect(rateNoteCredits(rate)).toBe(kp);
  });
});

describe('bonusRows', () => {
  it('gives credits = exchangeRate × cash and bonus = bonusRate × credits, by cash ascending', () => {
    const bonuses = [
      { cashValue: 1_000_000, bonusRate: 0.15 },
      { cashValue: 100_000, bonusRate: 0.05 },
      { cashValue: 500_000, bonusRate: 0.1 },
    ];
    expect(bonusRows(bonuses, 0.012)).toEqual([
      { cash: 100_000, credits: 1200, bonus: 60 },
      { cash: 500_000, credits: 6000, bonus: 600 },
      { cash: 1_000_000, credits: 12_000, bonus: 1800 },
    ]);
  });

  it('rounds a fractional bonus down, as the server credits it', () => {
    expect(bonusRows([{ cashValue: 150_000, bonusRate: 0.07 }], 0.01)).toEqual([
      { cash: 150_000, credits: 1500, bonus: 105 },
    ]);
    expect(bonusRows([{ cashValue: 10_000, bonusRate: 0.05 }], 0.012)).toEqual([
      { cash: 10_000, credits: 120, bonus: 6 },
    ]);
  });

  it('is empty without bonuses', () => {
    expect(bonusRows([], 0.01)).toEqual([]);
  });
});
