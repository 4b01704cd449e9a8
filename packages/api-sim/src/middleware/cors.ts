import type { MiddlewareHandler } from 'hono';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Content-Type, X-Requested-With, X-XSRF-TOKEN, Accept';
// Readable by the page across origins: a 429's wait.
const EXPOSED_HEADERS = 'Retry-After';

/**
 * CORS with credentials for an allow-list of exact origins. An unlisted origin gets no CORS
 * headers at all (never `*`, never reflected), so the browser refuses to hand over the response.
 */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
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
    c.res.headers.append('Vary', 'Origin');
    if (isAllowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}
