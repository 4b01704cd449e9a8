// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { pageCacheControl, pageCaching } from '../vite-plugins/pageCaching';

/** The Cache-Control a response ends with when the preview server's own code sets `theirs` after the middleware. */
function previewed(url: string, theirs = 'no-cache'): string | undefined {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
      return this;
    },
  } as unknown as ServerResponse;
  const next = vi.fn(() => res.setHeader('Cache-Control', theirs));
  pageCaching({ url } as IncomingMessage, res, next);
  expect(next).toHaveBeenCalledTimes(1);
  return headers.get('cache-control');
}

describe('page caching', () => {
  it.each(['/login', '/register', '/recovery/forgot-password', '/reset-password/abc', '/LOGIN'])(
    'the guest page %s is asked again on every visit (no-cache)',
    (path) => {
      expect(pageCacheControl(path)).toBe('no-cache');
    },
  );

  it.each(['/', '/transactions', '/payment/card', '/support', '/khong-ton-tai', '/login-help'])(
    'the page %s, which may show an account, is never stored (no-store)',
    (path) => {
      expect(pageCacheControl(path)).toBe('no-store');
    },
  );

  it("gives vite preview's pages their Cache-Control over the server's own, and leaves other files alone", () => {
    expect(previewed('/transactions')).toBe('no-store');
    expect(previewed('/transactions.html?x=1')).toBe('no-store');
    expect(previewed('/login')).toBe('no-cache');
    expect(previewed('/assets/index-abc.js')).toBe('no-cache');
    expect(previewed('/embed.js', 'public, max-age=300')).toBe('public, max-age=300');
  });
});
