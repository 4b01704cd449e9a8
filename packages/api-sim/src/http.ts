import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from './messages';
import { ErrorBag } from './validation';
import type { Body, FieldErrors } from './validation';

/** Reads a JSON object body; anything else (no body, bad JSON, an array) reads as `{}`. */
export async function readBody(c: Context): Promise<Body> {
  try {
    const parsed: unknown = await c.req.json();
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Body)
      : {};
  } catch {
    return {};
  }
}

/** Answers JSON with any status, 419 included (Hono's status type does not list it). */
export function sendJson(c: Context, body: unknown, status: number): Response {
  return c.json(body, status as ContentfulStatusCode);
}

/** `{ message }` with 200 (or another success status). */
export function sendMessage(c: Context, message: string, status = 200): Response {
  return sendJson(c, { message }, status);
}

/** 422 `{ message, errors }`. */
export function sendValidation(c: Context, errors: ErrorBag | FieldErrors): Response {
  const fields = errors instanceof ErrorBag ? errors.fields : errors;
  return sendJson(c, { message: messages.validationFailed, errors: fields }, 422);
}

/** A single-field 422. */
export function sendFieldError(c: Context, field: string, message: string): Response {
  return sendValidation(c, { [field]: [message] });
}

/** `{ message, errorCode? }` with a 4xx/5xx status. */
export function sendFailure(
  c: Context,
  status: number,
  message: string,
  errorCode?: string,
): Response {
  return sendJson(c, errorCode === undefined ? { message } : { message, errorCode }, status);
}

/**
 * Laravel's `guest` middleware (RedirectIfAuthenticated) on a login or registration from a browser that is
 * signed in already: 302 to the app's HOME, `/home` (a client that follows it meets a page of no API).
 */
export function sendAlreadySignedIn(c: Context): Response {
  return c.redirect(new URL('/home', c.req.url).href, 302);
}
