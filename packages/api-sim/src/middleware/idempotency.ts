import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { currentAccount, type SimEnv } from '../env';
import { sendFailure } from '../http';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { claimKey, keepAnswer, lookUpKey } from '../state/idempotency';

/** The request header that names a money write's decision. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored first answer of its key (Stripe's name). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** A JSON body with its keys sorted, so the same request compares equal whatever its key order. */
function canonical(text: string): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  };
  try {
    return JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * `Idempotency-Key` on a money write (Stripe's rule, the IETF draft's statuses): the first request with a key is
 * handled and its answer kept 24 hours per account; a repeat with the same method, path and body gets that answer
 * again (`Idempotent-Replayed: true`) and changes nothing; a repeat while the first is still being handled is a 409
 * (`idempotency_in_progress`); the key with another body is a 422 (`idempotency_key_reused`). A request without the
 * header is handled as before. It runs after CSRF and auth: a 419 or a 401 never takes a key.
 */
export function idempotent(runtime: Runtime): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (key === '' || key.length > 255) {
      return sendFailure(c, 400, messages.idempotencyKeyInvalid, 'idempotency_key_invalid');
    }
    const { username } = currentAccount(c);
    const fingerprint = `${c.req.method} ${c.req.path}\n${canonical(await c.req.text())}`;
    const found = lookUpKey(runtime.state, username, key, fingerprint, runtime.now());
    switch (found.status) {
      case 'otherRequest':
        return sendFailure(c, 422, messages.idempotencyKeyReused, 'idempotency_key_reused');
      case 'inProgress':
        return sendFailure(c, 409, messages.idempotencyInProgress, 'idempotency_in_progress');
      case 'answered': {
        const { status, contentType, body } = found.answer;
        c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (contentType !== null) c.header('Content-Type', contentType);
        return c.body(body, status as ContentfulStatusCode);
      }
      case 'new':
        break;
      default:
        return found satisfies never;
    }
    claimKey(runtime.state, username, key, fingerprint, runtime.now());
    await next();
    const answer = c.res.clone();
    keepAnswer(runtime.state, username, key, {
      status: answer.status,
      contentType: answer.headers.get('Content-Type'),
      body: await answer.text(),
    });
  };
}
