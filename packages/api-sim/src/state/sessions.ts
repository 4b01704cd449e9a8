import type { Context } from 'hono';
import { LIFETIME } from '../catalogue';
import { SESSION_COOKIE, serializeCookie } from '../cookies';
import { appendSetCookie } from '../env';
import type { SimEnv } from '../env';
import { randomHex } from '../random';
import type { Runtime } from '../runtime';
import type { Session } from './types';

/** Creates a session for an account (no cookie); returns it. */
export function createSession(runtime: Runtime, username: string, remember: boolean): Session {
  const session: Session = { id: randomHex(20), username, remember, createdAt: runtime.now() };
  runtime.state.sessions.set(session.id, session);
  return session;
}

/**
 * Logs the request's browser in: any previous session is dropped (a fresh id defeats fixation)
 * and the cookie is set, with Max-Age of 30 days when `remember`, else for the browser session.
 */
export function logIn(c: Context<SimEnv>, runtime: Runtime, username: string, remember: boolean) {
  const previous = c.get('session');
  if (previous) runtime.state.sessions.delete(previous.id);
  const session = createSession(runtime, username, remember);
  const maxAge = remember ? LIFETIME.rememberSession / 1000 : undefined;
  appendSetCookie(c, serializeCookie(SESSION_COOKIE, session.id, { httpOnly: true, maxAge }));
  return session;
}

/** Ends the request's session and expires its cookie. */
export function logOut(c: Context<SimEnv>, runtime: Runtime): void {
  const current = c.get('session');
  if (current) runtime.state.sessions.delete(current.id);
  appendSetCookie(c, serializeCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 }));
}
