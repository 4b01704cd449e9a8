import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's IP, as Laravel's `$request->ip()` behind a trusted proxy: the first X-Forwarded-For
 * entry, else the socket's address (the Node server), else 127.0.0.1 (MSW and in-process fetch).
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}
