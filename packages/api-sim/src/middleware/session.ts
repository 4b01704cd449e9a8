import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../cookies';
import { requestCookies } from '../env';
import type { SimEnv } from '../env';
import { sendFailure } from '../http';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { settleDueCards } from '../state/card-topups';
import { attachSession, createSession, isSessionLive, rememberedUsername } from '../state/sessions';
import type { Session } from '../state/types';

const PUBLIC_API_PATHS = new Set(['/api/csrf-cookie']);
const PROTECTED_PATHS = new Set(['/logout', '/email-verification/send']);

/** True for the endpoints docs/api-contract.md puts behind a session. */
export function isProtectedPath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    (normalised.startsWith('/api/') && !PUBLIC_API_PATHS.has(normalised)) ||
    PROTECTED_PATHS.has(normalised)
  );
}

/**
 * The request's live session, if any. An idle one past its lifetime is destroyed. Where the browser has no
 * logged-in session but a valid "remember me" cookie, a new session (new id, new token) logs the account back
 * in, as Laravel's recaller does.
 */
function liveSession(c: Context<SimEnv>, runtime: Runtime): Session | undefined {
  const id = requestCookies(c)[SESSION_COOKIE];
  const found = id === undefined ? undefined : runtime.state.sessions.get(id);
  const live = found && isSessionLive(runtime, found) ? found : undefined;
  if (found && !live) runtime.state.sessions.delete(found.id);
  if (live?.username) return live;
  const remembered = rememberedUsername(c, runtime);
  if (remembered === undefined) return live;
  if (live) runtime.state.sessions.delete(live.id);
  return attachSession(c, runtime, createSession(runtime, remembered));
}

/**
 * Finds the session from the request's own `cookie` header (never a process-wide cookie store),
 * slides its lifetime, and first settles cards whose time has come. It answers nothing itself: CSRF (419) comes next, then
 * `authenticate` (401), in Laravel's order.
 */
export function session(runtime: Runtime): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    settleDueCards(runtime);
    const found = liveSession(c, runtime) ?? null;
    if (found) found.lastActivity = runtime.now();
    const account = found?.username ? runtime.state.accounts.get(found.username) : undefined;
    c.set('session', found);
    c.set('account', account ?? null);
    await next();
  };
}

/** Answers 401 on protected endpoints without a logged-in session (Sanctum's `auth:sanctum`). */
export function authenticate(): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    if (!c.get('account') && isProtectedPath(c.req.path)) {
      return sendFailure(c, 401, messages.unauthenticated);
    }
    await next();
  };
}
