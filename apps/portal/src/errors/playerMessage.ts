/**
 * What the boundary tells the player: the message of an error meant for players (the API client's
 * errors carry Vietnamese text), otherwise `generic`, the portal's retry notice. A programming error's English
 * text is for the console, not for the player.
 */
export function playerMessage(error: unknown, generic: string): string {
  if (error instanceof Error && error.name === 'ApiError' && error.message) return error.message;
  return generic;
}
