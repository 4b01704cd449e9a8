import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../cookies';
import { requestCookies, type SimEnv } from '../env';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { takeFault } from '../state/faults';
import type { Fault } from '../state/types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

/** What nginx answers by itself: a small HTML page. */
function proxyPage(status: number): string {
  const title = `${status} ${REASONS[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

function faultResponse(fault: Fault & { status: number }): Response {
  if (fault.status === 204 || fault.status === 304)
    return new Response(null, { status: fault.status });
  if (fault.proxy) {
    const body = typeof fault.body === 'string' ? fault.body : proxyPage(fault.status);
    const headers = new Headers({ 'Content-Type': 'text/html', Server: 'nginx' });
    if (fault.status === 429) headers.set('Retry-After', '30');
    return new Response(body, { status: fault.status, headers });
  }
  if (typeof fault.body === 'string') {
    return new Response(fault.body, {
      status: fault.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  const body = fault.body === undefined ? { message: messages.simulatedFault } : fault.body;
  return Response.json(body, { status: fault.status });
}

/**
 * Applies planned faults: the next matching requests wait `delayMs` and, with a status, get that
 * answer instead of the real one. A `proxy` fault is answered "in front of" the API, as nginx or a
 * load balancer would: an HTML page and no CORS headers, so a browser reports a network error.
 * Preflights and the /__sim/ tools are never faulted.
 */
export function faults(runtime: Runtime): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__sim/')) return next();
    // Whose request it is, for a fault planned for one account: its session as found (not slid, not renewed).
    const username = () => {
      const id = requestCookies(c)[SESSION_COOKIE];
      return id === undefined ? undefined : (runtime.state.sessions.get(id)?.username ?? undefined);
    };
    const fault = takeFault(runtime.state, c.req.method, c.req.path, username);
    if (!fault) return next();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null) return next();
    if (fault.proxy) c.set('proxied', true);
    return faultResponse({ ...fault, status: fault.status });
  };
}
