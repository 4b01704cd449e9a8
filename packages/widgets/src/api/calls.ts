import type { PortalCall } from './transport';

/** A call as `METHOD /path`, e.g. `'GET /api/me'`: what a transport wrapper matches on. */
export type CallName = `${Uppercase<PortalCall['method']>} /${string}`;

/** Whether a call is the given one, by method and path: `isCall(call, 'GET /api/me')`. */
export function isCall(call: PortalCall, name: CallName): boolean {
  return `${call.method.toUpperCase()} ${call.path}` === name;
}
