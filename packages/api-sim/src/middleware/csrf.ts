import type { MiddlewareHandler } from 'hono';
import { XSRF_COOKIE, serializeCookie } from '../cookies';
import { appendSetCookie } from '../env';
import type { SimEnv } from '../env';
import type { Runtime } from '../runtime';
import { sendSessionCookie } from '../state/sessions';
import { sendFailure } from '../http';
import { messages } from '../messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isDevTool = (path: string) => path.startsWith('/__sim/');

/**
 * Laravel's VerifyCsrfToken: a state-changing request must carry an `X-XSRF-TOKEN` header equal to
 * its session's token (the URL-decoded `XSRF-TOKEN` cookie), or it gets 419; no session, no match.
 * Every answer that passes re-issues the cookie from the session, which login and logout rotate, and
 * the session cookie with it (its Max-Age slides, as Laravel's StartSession sends it on every answer).
 * The /__sim/ tools are exempt.
 */
export function csrf(runtime: Runtime): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isDevTool(c.req.path)) {
      const expected = c.get('session')?.csrfToken;
      const header = c.req.header('x-xsrf-token');
      if (expected === undefined || header !== expected) {
        return sendFailure(c, 419, messages.csrfMismatch);
      }
    }
    await next();
    const current = c.get('session');
    if (current && !isDevTool(c.req.path)) {
      appendSetCookie(c, serializeCookie(XSRF_COOKIE, encodeURIComponent(current.csrfToken)));
      if (!c.get('sessionCookieSent') && runtime.state.sessions.has(current.id)) {
        sendSessionCookie(c, runtime, current);
      }
    }
  };
}
