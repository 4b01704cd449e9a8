import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { portalSWRConfig } from './swrConfig';

afterEach(() => vi.unstubAllGlobals());

const failure = (statusCode: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ kind, statusCode, message: 'x', messageKey: 'api.error.request' });

describe('portalSWRConfig (spec section 9)', () => {
  it('dedupes for 2 s, throttles focus for 5 s, retries every 5 s', () => {
    const config = portalSWRConfig();
    expect(config.dedupingInterval).toBe(2000);
    expect(config.focusThrottleInterval).toBe(5000);
    expect(config.errorRetryInterval).toBe(5000);
  });

  it('retries every 10 s on a slow connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '2g' } });
    expect(portalSWRConfig().errorRetryInterval).toBe(10_000);
  });

  it("retries server and network failures, not the server's 4xx decisions", () => {
    const retry = portalSWRConfig().shouldRetryOnError as (error: unknown) => boolean;
    expect(retry(failure(500))).toBe(true);
    expect(retry(failure(0, 'network'))).toBe(true);
    expect(retry(failure(401))).toBe(false);
    expect(retry(failure(422))).toBe(false);
  });
});
