/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the UTF-8 bytes. */
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

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Input of a VietQR (NAPAS 247) payload. */
export type VietQrInput = {
  /** NAPAS BIN of the receiving bank or wallet, e.g. '970436' for Vietcombank. */
  bin: string;
  accountNumber: string;
  /** Transfer content (tag 62, sub-tag 08), ASCII. */
  purpose: string;
  /** A fixed amount in đồng makes the code dynamic; without it the payer types the amount. */
  amount?: number;
};

/** Builds an EMVCo merchant-presented VietQR payload, ending with its CRC in tag 63. */
export function buildVietQr({ bin, accountNumber, purpose, amount }: VietQrInput): string {
  const beneficiary = tlv('00', bin) + tlv('01', accountNumber);
  const merchantAccount = tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const body = [
    tlv('00', '01'),
    tlv('01', amount === undefined ? '11' : '12'),
    tlv('38', merchantAccount),
    tlv('53', '704'),
    amount === undefined ? '' : tlv('54', String(amount)),
    tlv('58', 'VN'),
    tlv('62', tlv('08', purpose)),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}

/** Splits an EMVCo string into its top-level fields, in order. */
export function parseEmvFields(payload: string): [id: string, value: string][] {
  const fields: [string, string][] = [];
  let index = 0;
  while (index < payload.length) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    if (id.length < 2 || !Number.isInteger(length)) throw new SyntaxError(`Bad field at ${index}.`);
    fields.push([id, payload.slice(index + 4, index + 4 + length)]);
    index += 4 + length;
  }
  return fields;
}

/** True when tag 63 holds the CRC of everything before its value. */
export function hasValidCrc(payload: string): boolean {
  const crc = payload.slice(-4);
  const signed = payload.slice(0, -4);
  return (
    signed.endsWith('6304') &&
    crc === crc16CcittFalse(signed).toString(16).toUpperCase().padStart(4, '0')
  );
}
