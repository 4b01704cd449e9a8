import type { Context } from 'hono';
import { DEFAULT_PORTAL_ORIGIN } from './runtime';
import type { Runtime } from './runtime';

/** The portal that made the request (its Origin, when allow-listed), for links in e-mails. */
export function portalOrigin(c: Context, runtime: Runtime): string {
  const origin = c.req.header('origin');
  return origin !== undefined && runtime.origins.includes(origin) ? origin : DEFAULT_PORTAL_ORIGIN;
}
