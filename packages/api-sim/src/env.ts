import type { Context, Hono } from 'hono';
import { parseCookieHeader } from './cookies';
import type { Account, Session } from './state/types';

/**
 * Per-request side channel for adapters running in a browser, where `cookie` on a Request and
 * `Set-Cookie` on a Response are forbidden headers that are silently dropped.
 */
export type SimBindings = { cookie?: string; setCookies?: string[] };

/** Hono bindings: the side channel, and what the session middleware found for this request. */
export type SimEnv = {
  Bindings: SimBindings;
  Variables: {
    session: Session | null;
    account: Account | null;
    /** The session cookie is in this answer already (a session was started or attached). */
    sessionCookieSent?: boolean;
    /** The answer came from "in front of" the API (a proxy fault): it gets no CORS headers. */
    proxied?: boolean;
  };
};

/** The simulator's Hono app. */
export type App = Hono<SimEnv>;

/** The request's cookies, from its own `cookie` header (or the adapter's jar), never a shared store. */
export function requestCookies(c: Context<SimEnv>): Record<string, string> {
  const env = c.env as SimBindings | undefined;
  return parseCookieHeader(env?.cookie ?? c.req.header('cookie'));
}

/** Adds a Set-Cookie header, and hands it to the adapter's side channel when there is one. */
export function appendSetCookie(c: Context<SimEnv>, setCookie: string): void {
  c.header('Set-Cookie', setCookie, { append: true });
  (c.env as SimBindings | undefined)?.setCookies?.push(setCookie);
}

/** The logged-in account of a protected route (the session middleware has answered 401 otherwise). */
export function currentAccount(c: Context<SimEnv>): Account {
  const account = c.get('account');
  if (!account) {
    throw new Error(
      'currentAccount() was called on a route the session middleware does not protect.',
    );
  }
  return account;
}
