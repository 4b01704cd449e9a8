import { isGuestPage } from './guestPages';

const probeOrigin = 'https://portal.invalid';

/** Percent-decodes until stable (at most a few rounds), so `%252F%252F` cannot hide `//`. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The path to return to after login, or `fallback` unless `candidate` is a safe internal path:
 * it must start with one `/`, contain no backslash or control character even after decoding
 * (`//host`, `/\host`, `/%2F%2Fhost`, `%5C`, `javascript:` and absolute URLs are refused), stay on
 * this origin, and not be a sign-in, registration, recovery, verification or reset page.
 */
export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length > 2048) return fallback;
  const decoded = fullyDecoded(candidate);
  if (decoded === null) return fallback;
  for (const text of [candidate, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//')) return fallback;
    // Control characters are what browsers strip from URLs, turning `/\t/host` into `//host`.
    // eslint-disable-next-line no-control-regex
    if (/[\\\u0000-\u001f\u007f]/.test(text)) return fallback;
  }
  let url: URL;
  try {
    url = new URL(candidate, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || isGuestPage(url.pathname)) {
    return fallback;
  }
  return path;
}

/** The path carried in router state by the protected gate (`{ from: Location }`), made safe. */
export function returnPathFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return safeRedirectPath(from);
  if (typeof from !== 'object' || from === null) return '/';
  const { pathname, search, hash } = from as Record<string, unknown>;
  const text = [pathname, search, hash]
    .map((part) => (typeof part === 'string' ? part : ''))
    .join('');
  return safeRedirectPath(text);
}
