import type { MiddlewareHandler } from 'hono';
import { XSRF_COOKIE } from '../cookies';
import { requestCookies } from '../env';
import type { SimEnv } from '../env';
import { sendFailure } from '../http';
import { messages } from '../messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Laravel's double-submit check: a state-changing request must carry an `X-XSRF-TOKEN` header
 * equal to the URL-decoded `XSRF-TOKEN` cookie, or it gets 419. The /__sim/ tools are exempt.
 */
export function csrf(): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/__sim/')) return next();
    const cookie = requestCookies(c)[XSRF_COOKIE];
    const expected = cookie === undefined ? null : decode(cookie);
    const header = c.req.header('x-xsrf-token');
    if (!expected || header !== expected) return sendFailure(c, 419, messages.csrfMismatch);
    await next();
  };
}
