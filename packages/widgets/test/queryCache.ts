import { vi } from 'vitest';
import { ApiError } from '../src/api';
import { createQueryCache } from '../src/provider/data/cache';
import type { QueryKey } from '../src/provider/data/cacheEntry';
import { portalCachePolicy } from '../src/provider/data/cachePolicy';

// The data cache's tests (provider/data/cache.*.test.ts): their keys, failures and cache.

export const history: QueryKey = ['portal', 'transactions'];
export const zones: QueryKey = ['portal', 'zones'];
export const token: QueryKey = ['portal', 'reset-token', 'abc'];

/** An HTTP failure of `statusCode`. */
export const failure = (statusCode: number) =>
  new ApiError({ kind: 'http', statusCode, message: 'x', messageKey: 'api.error.request' });

/** A cache, and a loader that answers each call with the next of `answers` (an Error rejects). */
export function setup(...answers: unknown[]) {
  const onLoadError = vi.fn();
  const cache = createQueryCache(portalCachePolicy());
  const detach = cache.attach(onLoadError);
  let calls = 0;
  const load = vi.fn(() => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { cache, load, onLoadError, detach };
}
