/**
 * A card's serial or PIN as typed or pasted, as it is checked and sent: NFKC (full-width '１２３' becomes '123'), then
 * spaces, dots and hyphens go (cards print them in groups). Anything else stays, so the check can refuse it.
 */
export function normaliseCardDigits(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s.\-‐‑–—]/g, '');
}

/** The digits of a serial or PIN, or null when something other than a digit remains after normalising. */
export function cardDigitsOf(raw: string): string | null {
  const normalised = normaliseCardDigits(raw);
  return /^\d*$/.test(normalised) ? normalised : null;
}
