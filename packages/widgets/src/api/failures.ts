import type { MessageKey } from '../i18n';
import { ApiError, isApiError, type FieldErrors } from './ApiError';

// Laravel's English defaults: a real Sanctum server sends them untranslated, so the player gets the catalogue's text.
const frameworkDefaults = new Set([
  'Server Error',
  'Service Unavailable',
  'Unauthenticated.',
  'CSRF token mismatch.',
  'Too Many Attempts.',
  'Not Found',
  'Forbidden',
  'This action is unauthorized.',
  'Method Not Allowed',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the string messages of each field whose value is an array; anything else in the map is dropped. */
export function fieldErrors(input: unknown): FieldErrors {
  // No prototype: a field named `__proto__` or `constructor` stays a plain entry and pollutes nothing.
  const result: FieldErrors = Object.create(null);
  if (!isRecord(input)) return result;
  for (const [field, value] of Object.entries(input)) {
    if (!Array.isArray(value)) continue;
    const messages = value.filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}

/** A body's text cut short for a developer's message. */
export function excerpt(body: unknown, length = 200): string {
  let text: string;
  try {
    text = typeof body === 'string' ? body : (JSON.stringify(body) ?? String(body));
  } catch {
    // A BigInt or an object without a prototype: neither JSON nor String can print it.
    text = Object.prototype.toString.call(body);
  }
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

function fallbackKey(status: number): MessageKey {
  if (status >= 500) return 'api.error.server';
  if (status === 401) return 'api.error.unauthenticated';
  if (status === 419) return 'api.error.sessionExpired';
  if (status === 429) return 'api.error.tooManyRequests';
  return 'api.error.request';
}

// Only a 4xx answer's own text reaches players: a 5xx, an HTML page or a framework default may be a backend's debug text.
function serverText(status: number, value: unknown): string | undefined {
  if (status < 400 || status > 499 || typeof value !== 'string') return undefined;
  const message = value.trim();
  return message === '' || frameworkDefaults.has(message) ? undefined : message;
}

/** An error status: the server's text (4xx only), errors and errorCode from the body when it has them. */
export function httpFailure(status: number, body: unknown, where: string): ApiError {
  const fields = isRecord(body) ? body : {};
  const errorCode =
    typeof fields.errorCode === 'string' && fields.errorCode !== '' ? fields.errorCode : undefined;
  return new ApiError({
    kind: 'http',
    statusCode: status,
    message: `${where} answered ${status}: ${excerpt(body)}`,
    messageKey: fallbackKey(status),
    serverMessage: serverText(status, fields.message),
    errors: fieldErrors(fields.errors),
    errorCode,
  });
}

function catalogueFailure(
  kind: 'timeout' | 'network' | 'decode',
  statusCode: number,
  message: string,
): ApiError {
  return new ApiError({ kind, statusCode, message, messageKey: `api.error.${kind}` });
}

/** No answer within the deadline; `message` says what was called, for developers. */
export function timeoutFailure(message: string): ApiError {
  return catalogueFailure('timeout', 0, message);
}

/** No connection, or the request could not be sent. */
export function networkFailure(message: string): ApiError {
  return catalogueFailure('network', 0, message);
}

/** A body that is not the agreed shape. */
export function decodeFailure(statusCode: number, message: string): ApiError {
  return catalogueFailure('decode', statusCode, message);
}

/** The text of whatever was thrown, for a developer's message. */
export function describe(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return excerpt(error);
}
