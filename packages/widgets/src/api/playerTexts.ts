import type { MessageKey } from '../i18n';

/**
 * The business errors of docs/api-contract.md, by their `errorCode`: the API writes their `message` for players, in
 * Vietnamese. A code the portal does not know yet is not on the list: its player reads the catalogue's text.
 */
export const playerErrorCodes: ReadonlySet<string> = new Set([
  // GET /reset-password/{token}, POST /reset-password
  'reset_token_invalid',
  // PUT /email-verification
  'verification_token_invalid',
  // POST /api/recharge/game
  'insufficient_credit',
  'zone_closed',
  'invalid_amount',
  // POST /api/giftpaysys/receive
  'gift_not_found',
  'already_claimed',
  'not_enough_topup',
]);

/**
 * The one rule of which server texts a player reads. Of a failure's body only two kinds ever reach the page:
 * the field messages of a 422 (`errors`, shown at their fields) and the `message` of a 4xx that names a documented
 * business error by its `errorCode`. Everything else a server says (Laravel's English defaults, 'No query results
 * for model …', a stack trace, a 422's summary, a 5xx's text) is for developers: the player reads the catalogue's
 * text of its kind ({@link catalogueKeyOf}).
 */
export function playerText(
  status: number,
  message: unknown,
  errorCode: string | undefined,
): string | undefined {
  if (status < 400 || status > 499) return undefined;
  if (errorCode === undefined || !playerErrorCodes.has(errorCode)) return undefined;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  return text === '' ? undefined : text;
}

/** The catalogue text of an error status, by its kind: what a player reads when the server's text is not theirs. */
export function catalogueKeyOf(status: number): MessageKey {
  if (status >= 500) return 'api.error.server';
  switch (status) {
    case 401:
      return 'api.error.unauthenticated';
    case 403:
      return 'api.error.forbidden';
    case 404:
    case 410:
      return 'api.error.notFound';
    case 419:
      return 'api.error.sessionExpired';
    case 422:
      return 'api.error.invalid';
    case 429:
      return 'api.error.tooManyRequests';
    default:
      return 'api.error.request';
  }
}
