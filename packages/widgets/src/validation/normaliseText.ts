/**
 * Text a player typed, as it is sent: NFC (so 'ệ' typed as e + two combining marks equals the
 * precomposed letter) and trimmed. Passwords never pass through here: they are sent exactly as typed.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim();
}
