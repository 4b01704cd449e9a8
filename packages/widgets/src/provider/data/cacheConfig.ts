import type { SWRConfiguration } from 'swr';
import { isApiError } from '../../api';

/** A 4xx answer is the server's decision (a 401 ends the session): retried, it would only come back. */
export function shouldRetryOnError(error: unknown): boolean {
  return !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500);
}

/**
 * The provider's data cache: swr's, a new one per provider (`provider`), so two providers never share responses and
 * each test starts empty. Its timings are swr's own defaults, the spec's (section 9): dedupe 2 s, focus throttle 5 s,
 * error retry after 5 s (10 s on slow connections), backing off; here at most 3 retries, and none of a 4xx.
 */
export const portalCacheConfig = {
  provider: () => new Map(),
  errorRetryCount: 3,
  shouldRetryOnError,
} satisfies SWRConfiguration;
