import type { MiddlewareHandler } from 'hono';
import type { SimEnv } from '../env';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Content-Type, X-Requested-With, X-XSRF-TOKEN, Accept, Idempotency-Key';
// Readable by the page across origins: a 429's wait.
const EXPOSED_HEADERS = 'Retry-After';

/**
 * The `paths` of the Laravel `config/cors.php` this simulator stands for (Str::is patterns, no
 * leading slash): every route the portal calls. `__sim/*` is the simulator's own tools, so browser
 * tests can drive it; a real API has no such path.
 */
export const CORS_PATHS: readonly string[] = [
  'api/*',
  'login',
  'logout',
  'register',
  'reset-password*',
  'recover-username',
  'email-verification*',
  '__sim/*',
];

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const patterns = CORS_PATHS.map((p) => new RegExp(`^${escape(p).replaceAll('*', '.*')}$`));

/** True when a Laravel CORS config with CORS_PATHS handles `path` (trailing slashes ignored). */
export function isCorsPath(path: string): boolean {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return patterns.some((pattern) => pattern.test(trimmed));
}

/**
 * CORS with credentials for an allow-list of exact origins, on CORS_PATHS only. An unlisted origin
 * or path gets no CORS headers at all (never `*`, never reflected), so the browser refuses to hand
 * over the response; so does an answer from "in front of" the API (a proxy fault).
 */
export function cors(origins: readonly string[]): MiddlewareHandler<SimEnv> {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (!isCorsPath(c.req.path)) {
      if (c.req.method === 'OPTIONS') return new Response(null, { status: 204 });
      return next();
    }
    const origin = c.req.header('origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (isAllowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (c.get('proxied')) return;
    c.res.headers.append('Vary', 'Origin');
    if (isAllowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}
