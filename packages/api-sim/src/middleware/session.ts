import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../cookies';
import { requestCookies } from '../env';
import type { SimEnv } from '../env';
import { sendFailure } from '../http';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { settleDueCards } from '../state/card-topups';

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
 * Finds the session from the request's own `cookie` header (never a process-wide cookie store),
 * answers 401 on protected endpoints without one, and first settles cards whose time has come.
 */
export function session(runtime: Runtime): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    settleDueCards(runtime);
    const id = requestCookies(c)[SESSION_COOKIE];
    const found = id === undefined ? undefined : runtime.state.sessions.get(id);
    const account = found && runtime.state.accounts.get(found.username);
    c.set('session', account ? (found ?? null) : null);
    c.set('account', account ?? null);
    if (!account && isProtectedPath(c.req.path)) {
      return sendFailure(c, 401, messages.unauthenticated);
    }
    await next();
  };
}
