import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { portalCachePolicy, retryDelay } from './cachePolicy';

afterEach(() => vi.unstubAllGlobals());

const failure = (statusCode: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ kind, statusCode, message: 'x', messageKey: 'api.error.request' });

describe('portalCachePolicy (spec section 9)', () => {
  it('dedupes for 2 s, throttles focus for 5 s, retries after 5 s, at most 3 times', () => {
    const policy = portalCachePolicy();
    expect(policy.dedupeMs).toBe(2000);
    expect(policy.focusThrottleMs).toBe(5000);
    expect(policy.retryIntervalMs).toBe(5000);
    expect(policy.retryCount).toBe(3);
  });

  it('retries every 10 s on a slow connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '2g' } });
    expect(portalCachePolicy().retryIntervalMs).toBe(10_000);
  });

  it('retries after 10 s with data saving on', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(portalCachePolicy().retryIntervalMs).toBe(10_000);
  });

  it("retries server and network failures, not the server's 4xx decisions", () => {
    const { shouldRetry } = portalCachePolicy();
    expect(shouldRetry(failure(500))).toBe(true);
    expect(shouldRetry(failure(0, 'network'))).toBe(true);
    expect(shouldRetry(failure(401))).toBe(false);
    expect(shouldRetry(failure(422))).toBe(false);
  });

  it('backs off: each retry waits twice as long as the one before', () => {
    const policy = portalCachePolicy();
    expect([1, 2, 3].map((attempt) => retryDelay(policy, attempt))).toEqual([5000, 10_000, 20_000]);
  });
});
