type StoredCookie = { value: string; httpOnly: boolean; expiresAt: number | null };

/** A tiny cookie jar for one API host (every simulator cookie has Path=/). */
export type CookieJar = {
  /** The `cookie` request header for the live cookies ('' when there are none). */
  header(): string;
  /** Applies Set-Cookie headers: stores, replaces, or deletes (Max-Age ≤ 0 or Expires in the past). */
  store(setCookies: readonly string[]): void;
  /** A live cookie's raw value. */
  get(name: string): string | undefined;
  /** Puts a cookie in by hand, e.g. a session from `simulator.createSession()`. */
  set(name: string, value: string, options?: { httpOnly?: boolean }): void;
  /** Forgets every cookie (and the mirrored readable ones in `document.cookie`). */
  clear(): void;
};

/** Options of `createCookieJar`. */
export type CookieJarOptions = {
  now?: () => number;
  /** Copy readable (non-HttpOnly) cookies into `document.cookie`. Default: when `document` exists. */
  mirrorToDocument?: boolean;
};

function parseSetCookie(setCookie: string, now: number) {
  const [pair = '', ...attributes] = setCookie.split(';');
  const index = pair.indexOf('=');
  if (index <= 0) return undefined;
  let httpOnly = false;
  let expiresAt: number | null = null;
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.trim().split('=');
    const value = rest.join('=');
    const name = key.toLowerCase();
    if (name === 'httponly') httpOnly = true;
    if (name === 'max-age') {
      maxAgeSeen = true;
      expiresAt = now + Number(value) * 1000;
    }
    // Max-Age wins over Expires, as in browsers
    if (name === 'expires' && !maxAgeSeen) expiresAt = Date.parse(value);
  }
  return {
    name: pair.slice(0, index).trim(),
    value: pair.slice(index + 1).trim(),
    httpOnly,
    expiresAt,
  };
}

/** Creates an empty cookie jar. */
export function createCookieJar(options: CookieJarOptions = {}): CookieJar {
  const now = options.now ?? Date.now;
  const mirror = options.mirrorToDocument ?? typeof document !== 'undefined';
  const cookies = new Map<string, StoredCookie>();

  // only readable cookies go to the page, as a real browser would let it see them
  const mirrorCookie = (name: string, cookie: StoredCookie | null) => {
    if (!mirror || typeof document === 'undefined') return;
    const expires = cookie?.expiresAt
      ? `; expires=${new Date(cookie.expiresAt).toUTCString()}`
      : '';
    document.cookie = cookie
      ? `${name}=${cookie.value}; path=/${expires}`
      : `${name}=; path=/; max-age=0`;
  };
  const live = (name: string) => {
    const cookie = cookies.get(name);
    if (cookie && cookie.expiresAt !== null && cookie.expiresAt <= now()) {
      cookies.delete(name);
      return undefined;
    }
    return cookie;
  };

  return {
    header: () =>
      [...cookies.keys()]
        .filter((name) => live(name) !== undefined)
        .map((name) => `${name}=${cookies.get(name)?.value ?? ''}`)
        .join('; '),
    store(setCookies) {
      for (const setCookie of setCookies) {
        const parsed = parseSetCookie(setCookie, now());
        if (!parsed) continue;
        const { name, ...cookie } = parsed;
        const previous = cookies.get(name);
        if (cookie.expiresAt !== null && cookie.expiresAt <= now()) {
          cookies.delete(name);
          if (previous && !previous.httpOnly) mirrorCookie(name, null);
        } else {
          cookies.set(name, cookie);
          if (!cookie.httpOnly) mirrorCookie(name, cookie);
        }
      }
    },
    get: (name) => live(name)?.value,
    set(name, value, { httpOnly = true } = {}) {
      const cookie = { value, httpOnly, expiresAt: null };
      cookies.set(name, cookie);
      if (!httpOnly) mirrorCookie(name, cookie);
    },
    clear() {
      for (const [name, cookie] of cookies) if (!cookie.httpOnly) mirrorCookie(name, null);
      cookies.clear();
    },
  };
}
