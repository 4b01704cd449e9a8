const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** A random lowercase hex string of `bytes` bytes, safe in a URL path. */
export function randomHex(bytes: number): string {
  return Array.from(randomBytes(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Random standard base64 (with `+`, `/` and `=`), like Laravel's XSRF token before URL-encoding. */
export function randomBase64(bytes: number): string {
  return btoa(String.fromCharCode(...randomBytes(bytes)));
}

/** `length` random characters from `alphabet`. */
export function randomFrom(alphabet: string, length: number): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/** A 6-digit one-time password. */
export function randomOtp(): string {
  return randomFrom('0123456789', 6);
}

/** A 6-character security code of uppercase letters and digits. */
export function randomSecurityCode(): string {
  return randomFrom(UPPER_ALNUM, 6);
}

/** A gift code such as `KNB-7Q2M9XKD`. */
export function randomGiftCode(): string {
  return `KNB-${randomFrom(UPPER_ALNUM, 8)}`;
}
