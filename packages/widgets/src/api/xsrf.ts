/** The readable cookie set by `GET /api/csrf-cookie`. */
export const xsrfCookieName = 'XSRF-TOKEN';
/** The header Sanctum compares with the cookie. */
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** The URL-decoded `XSRF-TOKEN` value of a `document.cookie` string, if there is a readable one. */
export function readXsrfCookie(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== xsrfCookieName) continue;
    try {
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      return value === '' ? undefined : value;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The page's base URL, against which relative URLs resolve; undefined outside a browser. */
export function documentBase(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/** Whether a request URL stays inside the API: same origin as `apiBase`, under its path. */
export function isApiURL(url: string, apiBase: URL): boolean {
  let target: URL;
  try {
    target = new URL(url, documentBase());
  } catch {
    return false;
  }
  // file:, data: and the like all have the origin 'null', which must not count as a match.
  if (target.origin === 'null' || target.origin !== apiBase.origin) return false;
  const basePath = apiBase.pathname.endsWith('/') ? apiBase.pathname : `${apiBase.pathname}/`;
  return target.pathname.startsWith(basePath);
}

/** The token to send with a request to `url`: only for the API, read from the cookie at send time. */
export function xsrfTokenFor(url: string, apiBase: URL): string | undefined {
  if (typeof document === 'undefined' || !isApiURL(url, apiBase)) return undefined;
  return readXsrfCookie(document.cookie);
}
