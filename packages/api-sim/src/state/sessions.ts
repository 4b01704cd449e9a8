import type { Context } from 'hono';
import { LIFETIME } from '../catalogue';
import { SESSION_COOKIE, serializeCookie } from '../cookies';
import { appendSetCookie } from '../env';
import type { SimEnv } from '../env';
import { randomBase64, randomHex } from '../random';
import type { Runtime } from '../runtime';
import type { Session } from './types';

/** A session's idle lifetime in milliseconds (Laravel's SESSION_LIFETIME, sliding). */
export function sessionLifetimeMs(runtime: Runtime): number {
  return runtime.limits.sessionLifetimeMinutes * 60_000;
}

/** Creates a session (a guest's when `username` is null) with a fresh anti-forgery token; no cookie. */
export function createSession(
  runtime: Runtime,
  username: string | null,
  remember: boolean,
): Session {
  const now = runtime.now();
  const session: Session = {
    id: randomHex(20),
    username,
    remember,
    createdAt: now,
    lastActivity: now,
    // base64 with '+', '/' and '=' so a client that forgets to URL-decode the cookie gets 419
    csrfToken: randomBase64(31),
  };
  runtime.state.sessions.set(session.id, session);
  return session;
}

/** True while the session has seen a request within its lifetime. */
export function isSessionLive(runtime: Runtime, session: Session): boolean {
  return runtime.now() - session.lastActivity < sessionLifetimeMs(runtime);
}

/**
 * Makes `session` the request's: sets its cookie (Max-Age of 30 days when remembered, else for the
 * browser session) and the context the CSRF middleware re-issues the XSRF-TOKEN cookie from.
 */
export function attachSession(c: Context<SimEnv>, runtime: Runtime, session: Session): Session {
  const maxAge = session.remember ? LIFETIME.rememberSession / 1000 : undefined;
  appendSetCookie(c, serializeCookie(SESSION_COOKIE, session.id, { httpOnly: true, maxAge }));
  c.set('session', session);
  c.set('account', (session.username && runtime.state.accounts.get(session.username)) || null);
  return session;
}

/** Starts a guest session for a browser that has none (GET /api/csrf-cookie). */
export function startGuestSession(c: Context<SimEnv>, runtime: Runtime): Session {
  return attachSession(c, runtime, createSession(runtime, null, false));
}

/**
 * Logs the request's browser in, regenerating the session as Laravel's `session()->regenerate()`
 * does: a new id (defeats fixation) and a new anti-forgery token; the old session is gone.
 */
export function logIn(c: Context<SimEnv>, runtime: Runtime, username: string, remember: boolean) {
  const previous = c.get('session');
  if (previous) runtime.state.sessions.delete(previous.id);
  return attachSession(c, runtime, createSession(runtime, username, remember));
}

/**
 * Logs out as Laravel's `invalidate()` + `regenerateToken()`: the session is destroyed and the
 * browser gets a new, empty guest session with a new token (the old XSRF-TOKEN stops working).
 */
export function logOut(c: Context<SimEnv>, runtime: Runtime): void {
  const current = c.get('session');
  if (current) runtime.state.sessions.delete(current.id);
  startGuestSession(c, runtime);
}

/** Destroys every session of an account (remembered ones too); returns how many there were. */
export function expireSessionsOf(runtime: Runtime, username: string): number {
  let count = 0;
  for (const [id, session] of runtime.state.sessions) {
    if (session.username === username) {
      runtime.state.sessions.delete(id);
      count += 1;
    }
  }
  return count;
}
