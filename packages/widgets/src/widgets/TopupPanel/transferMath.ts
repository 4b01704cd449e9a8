import type { TransferBonus } from '../../api';

/** The amount the rate note is written for: 10.000đ (spec section 9). */
export const rateNoteCash = 10_000;

/**
 * KP for `cash` đồng at `exchangeRate` KP per đồng, rounded down after rounding away float noise
 * (0.012 × 100000 is 1200.0000000000002), as the server credits it.
 */
export function creditsFor(cash: number, exchangeRate: number): number {
  return Math.floor(Math.round(cash * exchangeRate * 1000) / 1000);
}

/** The KP of the rate note '10.000đ = {10000 × exchangeRate} KP'. */
export function rateNoteCredits(exchangeRate: number): number {
  return creditsFor(rateNoteCash, exchangeRate);
}

/** One row of the bonus table: the cash in đ, the KP it buys, and the bonus KP on top. */
export interface BonusRow {
  cash: number;
  credits: number;
  bonus: number;
}

/** The bonus table (spec section 3): credits = exchangeRate × cash, bonus = bonusRate × credits; by cash, ascending. */
export function bonusRows(bonuses: readonly TransferBonus[], exchangeRate: number): BonusRow[] {
  return [...bonuses]
    .sort((a, b) => a.cashValue - b.cashValue)
    .map(({ cashValue, bonusRate }) => {
      const credits = creditsFor(cashValue, exchangeRate);
      return { cash: cashValue, credits, bonus: creditsFor(credits, bonusRate) };
    });
}
