import { ApiError, isApiError, type FieldErrors } from './ApiError';
import { catalogueKeyOf, playerText } from './playerTexts';

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
function excerpt(body: unknown, length = 200): string {
  let text: string;
  try {
    text = typeof body === 'string' ? body : (JSON.stringify(body) ?? String(body));
  } catch {
    // A BigInt or an object without a prototype: neither JSON nor String can print it.
    text = Object.prototype.toString.call(body);
  }
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * An error status: errors, errorCode and a 429's wait when the answer has them; the server's text only where
 * `playerText` allows it (a documented business error), else the catalogue's text of the status's kind.
 */
export function httpFailure(
  status: number,
  body: unknown,
  where: string,
  headers?: Pick<Headers, 'get'>,
): ApiError {
  const fields = isRecord(body) ? body : {};
  // The server is still doing the first request of this decision: what comes of it is not known yet.
  if (status === conflict && fields.errorCode === idempotencyInProgress) {
    return catalogueFailure(
      'outcomeUnknown',
      status,
      `${where} answered ${status}: ${excerpt(body)}`,
    );
  }
  const errors = fieldErrors(fields.errors);
  const lockout = status === unprocessable ? lockoutSeconds(errors) : undefined;
  if (lockout !== undefined) {
    // The wait is the failure: counted down where the player sends from, not repeated under a field.
    return new ApiError({
      kind: 'http',
      statusCode: status,
      message: `${where} answered ${status}: ${excerpt(body)}`,
      messageKey: 'api.error.lockedOut',
      retryAfterSeconds: lockout,
    });
  }
  const errorCode =
    typeof fields.errorCode === 'string' && fields.errorCode !== '' ? fields.errorCode : undefined;
  return new ApiError({
    kind: 'http',
    statusCode: status,
    message: `${where} answered ${status}: ${excerpt(body)}`,
    messageKey: catalogueKeyOf(status),
    serverMessage: playerText(status, fields.message, errorCode),
    errors,
    errorCode,
    retryAfterSeconds:
      status === tooManyRequests
        ? retryAfterSeconds(headers?.get('Retry-After') ?? null, fields.message)
        : undefined,
  });
}

const tooManyRequests = 429;
const unprocessable = 422;
const conflict = 409;

/** A wait a server's sentence asks for: 'Vui lòng thử lại sau 34 giây.', 'Please try again in 34 seconds.' */
const waitPhrase = /(?:thử lại sau|try again in)\s+(\d+)\s*(giây|seconds?|phút|minutes?)/i;

/**
 * The seconds of a lockout, when a 422's field message is one: Breeze's LoginRequest answers the sixth wrong login
 * within a minute with a 422 on the username whose text carries the wait (`auth.throttle`: 'Too many login attempts.
 * Please try again in 34 seconds.', or the operator's translation of it); undefined for any other 422.
 */
export function lockoutSeconds(errors: FieldErrors): number | undefined {
  for (const message of Object.values(errors).flat()) {
    const match = waitPhrase.exec(message);
    if (match) return Number(match[1]) * (/^(phút|minute)/i.test(match[2] ?? '') ? 60 : 1);
  }
  return undefined;
}
/** The errorCode of a 409 to a repeat of a money write whose first request the server is still handling. */
export const idempotencyInProgress = 'idempotency_in_progress';

/**
 * The wait a 429 asks for: the Retry-After header (seconds or an HTTP date) when the response exposes it, else a
 * number in the server's text ('thử lại sau 60 giây', 'try again in 2 minutes'), else undefined.
 */
export function retryAfterSeconds(
  header: string | null,
  message: unknown,
  now = Date.now(),
): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value === '' ? Number.NaN : Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  if (typeof message !== 'string') return undefined;
  const match = /(\d+)\s*(giây|seconds?|phút|minutes?)/i.exec(message);
  if (!match) return undefined;
  const amount = Number(match[1]);
  return /^(phút|minute)/i.test(match[2] ?? '') ? amount * 60 : amount;
}

function catalogueFailure(
  kind: 'timeout' | 'network' | 'outcomeUnknown' | 'decode' | 'redirect',
  statusCode: number,
  message: string,
): ApiError {
  return new ApiError({ kind, statusCode, message, messageKey: `api.error.${kind}` });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// A write that got no answer may have been done: the player must check before sending it again.
function connectionFailure(kind: 'timeout' | 'network', method: string, message: string): ApiError {
  const unknown = !safeMethods.has(method.toUpperCase());
  return catalogueFailure(unknown ? 'outcomeUnknown' : kind, 0, message);
}

/** No answer within the deadline: kind timeout for a read, outcomeUnknown for a write. */
export function timeoutFailure(method: string, message: string): ApiError {
  return connectionFailure('timeout', method, message);
}

/** No connection, or the request could not be sent: kind network for a read, outcomeUnknown for a write. */
export function networkFailure(method: string, message: string): ApiError {
  return connectionFailure('network', method, message);
}

/** A body that is not the agreed shape. */
export function decodeFailure(statusCode: number, message: string): ApiError {
  return catalogueFailure('decode', statusCode, message);
}

/**
 * A redirect answer, never followed (nothing goes on to its target); status 0 in a browser, whose opaque redirect
 * hides both the status and the Location.
 */
export function redirectFailure(statusCode: number, message: string): ApiError {
  return catalogueFailure('redirect', statusCode, message);
}

/** The text of whatever was thrown, for a developer's message. */
export function describe(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return excerpt(error);
}
