/** The most digits a phone number may have (spec section 5). */
const maxPhoneDigits = 15;

/**
 * A phone number as the player types or pastes it, reduced to what is sent: spaces, dots, hyphens
 * and any other non-digit go; the international form `+84 912 345 678` or `84912345678` (11 digits
 * or more starting 84) becomes the national `0912345678`; at most 15 digits are kept. Idempotent.
 */
export function normalisePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national =
    digits.length >= 11 && digits.startsWith('84')
      ? `0${digits.slice(2).replace(/^0/, '')}`
      : digits;
  return national.slice(0, maxPhoneDigits);
}

/** The length of an OTP and of a security code. */
const codeLength = 6;

/** An OTP or security code as typed or pasted: whitespace goes, at most 6 characters stay. Idempotent. */
export function normaliseCodeInput(raw: string): string {
  return raw.replace(/\s/g, '').slice(0, codeLength);
}
