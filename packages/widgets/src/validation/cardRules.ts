import { cardDigitsOf } from './cardDigits';

/** The serial and PIN lengths printed on a carrier's cards, in digits. */
export interface CardLengths {
  serial: readonly number[];
  pin: readonly number[];
}

/** The lengths of the carriers' real cards (Vietnam, 2026), by the code the API gives the carrier. */
export const cardLengths: Readonly<Record<string, CardLengths>> = {
  VIETTEL: { serial: [11, 14], pin: [13, 15] },
  MOBIFONE: { serial: [15], pin: [12] },
  VINAPHONE: { serial: [14], pin: [14] },
  VIETNAMOBILE: { serial: [16], pin: [12] },
  ZING: { serial: [12], pin: [9] },
};

/** A carrier the portal does not know yet: any length between these, so a new card can still be sent. */
export const unknownCardLength = { min: 6, max: 20 } as const;

/** What is wrong with a serial or a PIN as typed, or the digits to send. */
export type CardDigitsCheck =
  | { ok: true; digits: string }
  | { ok: false; problem: 'required' | 'digits' }
  | { ok: false; problem: 'length'; lengths: readonly number[] | null };

/** The lengths of `provider`'s `field`, or null for a carrier the portal does not know. */
export function lengthsOf(provider: string, field: keyof CardLengths): readonly number[] | null {
  return cardLengths[provider.toUpperCase()]?.[field] ?? null;
}

/** Checks a serial or PIN as typed: present, digits only (after spaces, dots and hyphens go), of a known length. */
export function checkCardDigits(raw: string, lengths: readonly number[] | null): CardDigitsCheck {
  const digits = cardDigitsOf(raw);
  if (digits === '') return { ok: false, problem: 'required' };
  if (digits === null) return { ok: false, problem: 'digits' };
  const fits =
    lengths === null
      ? digits.length >= unknownCardLength.min && digits.length <= unknownCardLength.max
      : lengths.includes(digits.length);
  return fits ? { ok: true, digits } : { ok: false, problem: 'length', lengths };
}
