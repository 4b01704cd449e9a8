import type { MiddlewareHandler } from 'hono';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { takeFault } from '../state/faults';
import type { Fault } from '../state/types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultResponse(fault: Fault & { status: number }): Response {
  if (fault.status === 204 || fault.status === 304)
    return new Response(null, { status: fault.status });
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
 * answer instead of the real one. Preflights and the /__sim/ tools are never faulted.
 */
export function faults(runtime: Runtime): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__sim/')) return next();
    const fault = takeFault(runtime.state, c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null) return next();
    return faultResponse({ ...fault, status: fault.status });
  };
}
