/** The header that carries a money write's idempotency key. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * A new idempotency key, made when the player decides on a money write: a random UUID (v4). `crypto.randomUUID`
 * needs a secure context (https, or http://localhost); elsewhere the key is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // the version (4) and the variant (10xx) bits of RFC 9562
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
