/** What a player writes between digits: spaces, dots, hyphens and dashes, brackets. */
const separators = /[\s.()\-‐‑–—]/g;

/**
 * A phone number as the player types or pastes it, reduced to what is sent: full-width digits become digits, the
 * separators go, and the international form `+84 912 345 678` or `84912345678` (11 digits or more starting 84)
 * becomes the national `0912345678`. Anything else stays (a letter, a second '+'), for the field to refuse, and
 * nothing is cut: a number too long is refused whole, never shortened into another number. Idempotent.
 */
export function normalisePhoneInput(raw: string): string {
  // NFKC again once the separators are gone: a mark they parted joins the letter before it, as it will when read again
  const compact = raw
    .normalize('NFKC')
    .replace(separators, '')
    .normalize('NFKC')
    .replace(/^\++/, '');
  if (!/^\d*$/.test(compact)) return compact;
  return compact.length >= 11 && compact.startsWith('84')
    ? `0${compact.slice(2).replace(/^0/, '')}`
    : compact;
}

/**
 * An OTP or security code as typed or pasted: full-width characters become their plain form and whitespace goes.
 * Nothing is cut: a code too long is refused whole by its field. Idempotent.
 */
export function normaliseCodeInput(raw: string): string {
  return raw.normalize('NFKC').replace(/\s/g, '').normalize('NFKC');
}
