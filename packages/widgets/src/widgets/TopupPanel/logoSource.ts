/** The file types a carrier's logo may be: an address that names none of them is not an image. */
const imageExtension = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * The first segment of every path the API answers (spec section 7, and Sanctum's and Laravel's own): an `<img>` on
 * the API's host carries the session cookie, so a logo there must never be one of them (a GET of `/logout` ends the
 * session, and a route may do anything else on a GET).
 */
const apiRoutes = new Set([
  'api',
  'sanctum',
  'login',
  'logout',
  'register',
  'reset-password',
  'reset-password-by-phone',
  'recover-username',
  'email-verification',
  'home',
]);

/** Whether `path` is under one of the API's routes. */
function isApiRoute(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return apiRoutes.has(first.toLowerCase());
}

/**
 * Where a card's logo may be loaded from: an image file (a path ending in .png, .jpg, .svg…) on the API's own origin,
 * or over https on the API's host, and never under one of the API's routes. Anything else (a `javascript:` or `data:`
 * URL, plain http elsewhere, `//another.host`, `/logout`, `/api/...?x.png`, an address with credentials) is refused:
 * null, and the carrier's name shows as text instead. The page's CSP would stop some of these; a site embedding the
 * widgets may have none, and a same-origin GET with the session cookie is within any CSP.
 */
export function logoSource(imageUrl: string, apiBase: string): string | null {
  let api: URL;
  let logo: URL;
  try {
    api = new URL(apiBase);
    logo = new URL(imageUrl, api);
  } catch {
    return null;
  }
  const sameOrigin = logo.origin === api.origin;
  const httpsOnApiHost = logo.protocol === 'https:' && logo.hostname === api.hostname;
  if (!sameOrigin && !httpsOnApiHost) return null;
  if (logo.username !== '' || logo.password !== '') return null;
  if (!imageExtension.test(logo.pathname) || isApiRoute(logo.pathname)) return null;
  return logo.href;
}
