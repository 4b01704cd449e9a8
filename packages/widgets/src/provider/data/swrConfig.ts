import type { SWRConfiguration } from 'swr';
import { isApiError } from '../../api';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2G-class connections or with data saving on, where retries back off further. */
function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !!connection &&
    (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''))
  );
}

/**
 * The data cache of spec section 9: dedupe 2 s, focus throttle 5 s, error retry every 5 s (10 s
 * on slow connections). A 4xx answer is the server's decision, so it is not retried.
 */
export function portalSWRConfig(): SWRConfiguration {
  return {
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
    errorRetryInterval: isSlowConnection() ? 10_000 : 5000,
    errorRetryCount: 3,
    shouldRetryOnError: (error: unknown) =>
      !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500),
  };
}
