import type { MessageKey } from '../i18n';

/**
 * How a call failed: an error status, no answer in time, no connection, a write whose outcome is unknown (it timed
 * out or lost its connection, so the server may have done it), a body that is not the agreed shape, or a redirect
 * (never followed: nothing is sent on to where it points; Laravel's `guest` middleware answers a login this way when
 * the browser is already signed in).
 */
export type ApiErrorKind =
  'http' | 'timeout' | 'network' | 'outcomeUnknown' | 'decode' | 'redirect';

/** Field errors of a 422 response: field name to its messages. */
export type FieldErrors = Record<string, string[]>;

/** What an `ApiError` is made of. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  statusCode: number;
  /** For developers: what was called and what came back, in English. */
  message: string;
  /** The catalogue text of the failure's kind, which a player reads unless `serverMessage` is set. */
  messageKey: MessageKey;
  serverMessage?: string | undefined;
  errors?: FieldErrors;
  errorCode?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

/**
 * The one error every client function throws. `message` is for the console; a player reads `errorText(error, t)`,
 * which is `serverMessage` when the server's text is meant for a player (only a documented business error's), else
 * `t(messageKey)`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The response status; 0 when no response came. */
  readonly statusCode: number;
  /** The catalogue text for players, always set. */
  readonly messageKey: MessageKey;
  /** The server's own text for players: only a documented business error's (a 4xx with a known `errorCode`). */
  readonly serverMessage?: string;
  readonly errors: FieldErrors;
  readonly errorCode?: string;
  /**
   * The wait before trying again, when known: a 429's (Retry-After or the server's text), or a lockout's (a 422 whose
   * field message asks to wait, as Breeze's login does).
   */
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.statusCode = init.statusCode;
    this.messageKey = init.messageKey;
    this.errors = init.errors ?? Object.create(null);
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Whether a thrown value is an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether the server answered with a redirect, which the client never follows. */
export function isRedirect(value: unknown): value is ApiError {
  return isApiError(value) && value.kind === 'redirect';
}

/** Whether a write ended without telling whether the server did it (a timeout or a lost connection). */
export function isOutcomeUnknown(value: unknown): value is ApiError {
  return isApiError(value) && value.kind === 'outcomeUnknown';
}

/**
 * Whether the server may have done a write that failed: its answer was lost ({@link isOutcomeUnknown}) or came as a
 * broken 2xx (a decode failure). The one test of it: a write so failed is looked up, never simply offered again.
 */
export function mayHaveBeenDone(error: unknown): boolean {
  return isOutcomeUnknown(error) || (isApiError(error) && error.kind === 'decode');
}
