/** The session cookie's name. */
export const SESSION_COOKIE = 'portal_session';

/**
 * The "remember me" cookie's name: Laravel's recaller, `remember_web_` and the SHA-1 of its guard's class
 * (`Illuminate\\Auth\\SessionGuard`), kept apart from the session cookie.
 */
export const REMEMBER_COOKIE = 'remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d';

/** The readable anti-forgery cookie's name (Laravel's). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Parses a `cookie` request header into raw (still URL-encoded) values; the first of a name wins. */
export function parseCookieHeader(header: string | undefined | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !(name in cookies)) cookies[name] = part.slice(index + 1).trim();
  }
  return cookies;
}

/** Attributes of a Set-Cookie header. */
export type CookieAttributes = {
  httpOnly?: boolean;
  /** Seconds; 0 deletes the cookie, undefined makes a browser-session cookie. */
  maxAge?: number;
};

/** Serialises a Set-Cookie header with Path=/ and SameSite=Lax; `value` must already be encoded. */
export function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
): string {
  const parts = [`${name}=${value}`, 'Path=/'];
  if (attributes.maxAge !== undefined) {
    parts.push(`Max-Age=${attributes.maxAge}`);
    if (attributes.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (attributes.httpOnly) parts.push('HttpOnly');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}
