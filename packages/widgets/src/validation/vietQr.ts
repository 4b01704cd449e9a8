/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the text's UTF-8 bytes. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/**
 * Whether a VietQR (EMVCo) payload ends with tag 63 holding the CRC of everything up to and including '6304': a
 * payload damaged on the way would draw a code that pays nobody, or somebody else.
 */
export function hasValidVietQrCrc(payload: string): boolean {
  if (!/^[0-9A-Fa-f]{4}$/.test(payload.slice(-4))) return false;
  const signed = payload.slice(0, -4);
  if (!signed.endsWith('6304')) return false;
  return Number.parseInt(payload.slice(-4), 16) === crc16CcittFalse(signed);
}
