import type { Context } from 'hono';
import { LIFETIME } from '../catalogue';
import { REMEMBER_COOKIE, SESSION_COOKIE, serializeCookie } from '../cookies';
import { appendSetCookie, requestCookies } from '../env';
import type { SimEnv } from '../env';
import { randomBase64, randomHex } from '../random';
import type { Runtime } from '../runtime';
import type { Session } from './types';

/** A session's idle lifetime in milliseconds (Laravel's SESSION_LIFETIME, sliding). */
export function sessionLifetimeMs(runtime: Runtime): number {
  return runtime.limits.sessionLifetimeMinutes * 60_000;
}

/** Creates a session (a guest's when `username` is null) with a fresh anti-forgery token; no cookie. */
export function createSession(runtime: Runtime, username: string | null): Session {
  const now = runtime.now();
  const session: Session = {
    id: randomHex(20),
    username,
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
 * Sends the session's cookie as Laravel's StartSession does on every answer: `Max-Age` of SESSION_LIFETIME
 * (remembered or not: "remember me" is a cookie of its own), so it slides with each request.
 */
export function sendSessionCookie(c: Context<SimEnv>, runtime: Runtime, session: Session): void {
  const maxAge = runtime.limits.sessionLifetimeMinutes * 60;
  appendSetCookie(c, serializeCookie(SESSION_COOKIE, session.id, { httpOnly: true, maxAge }));
  c.set('sessionCookieSent', true);
}

/** Makes `session` the request's: its cookie, and the context the CSRF middleware re-issues XSRF-TOKEN from. */
export function attachSession(c: Context<SimEnv>, runtime: Runtime, session: Session): Session {
  sendSessionCookie(c, runtime, session);
  c.set('session', session);
  c.set('account', (session.username && runtime.state.accounts.get(session.username)) || null);
  return session;
}

/** Starts a guest session for a browser that has none (GET /api/csrf-cookie). */
export function startGuestSession(c: Context<SimEnv>, runtime: Runtime): Session {
  return attachSession(c, runtime, createSession(runtime, null));
}

/**
 * The account a request's "remember me" cookie (`username|token`) names, while its token is the account's
 * current one (Laravel's recaller); undefined otherwise.
 */
export function rememberedUsername(c: Context<SimEnv>, runtime: Runtime): string | undefined {
  const raw = requestCookies(c)[REMEMBER_COOKIE];
  if (raw === undefined) return undefined;
  const [username = '', token] = decodeURIComponent(raw).split('|');
  const current = runtime.state.rememberTokens.get(username);
  return current !== undefined && current === token && runtime.state.accounts.has(username)
    ? username
    : undefined;
}

/**
 * Logs the request's browser in, regenerating the session as Laravel's `session()->regenerate()`
 * does: a new id (defeats fixation) and a new anti-forgery token; the old session is gone. With
 * `remember`, the account's remember token (made once, as Laravel's `ensureRememberTokenIsSet`) goes
 * into a five-year cookie of its own.
 */
export function logIn(c: Context<SimEnv>, runtime: Runtime, username: string, remember: boolean) {
  const previous = c.get('session');
  if (previous) runtime.state.sessions.delete(previous.id);
  if (remember) {
    const token = runtime.state.rememberTokens.get(username) ?? randomHex(30);
    runtime.state.rememberTokens.set(username, token);
    const maxAge = LIFETIME.rememberCookie / 1000;
    appendSetCookie(
      c,
      serializeCookie(REMEMBER_COOKIE, encodeURIComponent(`${username}|${token}`), {
        httpOnly: true,
        maxAge,
      }),
    );
  }
  return attachSession(c, runtime, createSession(runtime, username));
}

/** Forgets the browser's "remember me" cookie (Max-Age 0). */
function forgetRememberCookie(c: Context<SimEnv>): void {
  appendSetCookie(c, serializeCookie(REMEMBER_COOKIE, '', { httpOnly: true, maxAge: 0 }));
}

/**
 * Logs out as Laravel's `logout()` + `invalidate()` + `regenerateToken()`: the account's remember token
 * is cycled (every "remember me" cookie of it stops working), the cookie forgotten, the session destroyed,
 * and the browser gets a new, empty guest session with a new token (the old XSRF-TOKEN stops working).
 */
export function logOut(c: Context<SimEnv>, runtime: Runtime): void {
  const current = c.get('session');
  if (current?.username) runtime.state.rememberTokens.delete(current.username);
  if (current) runtime.state.sessions.delete(current.id);
  forgetRememberCookie(c);
  startGuestSession(c, runtime);
}

/**
 * Destroys every session of an account and its remember token (so no "remember me" brings it back);
 * returns how many sessions there were.
 */
export function expireSessionsOf(runtime: Runtime, username: string): number {
  runtime.state.rememberTokens.delete(username);
  let count = 0;
  for (const [id, session] of runtime.state.sessions) {
    if (session.username === username) {
      runtime.state.sessions.delete(id);
      count += 1;
    }
  }
  return count;
}
