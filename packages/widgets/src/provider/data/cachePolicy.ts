import { isApiError } from '../../api';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2G-class connections or with data saving on, where retries back off further. */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !!connection &&
    (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''))
  );
}

/** When the data cache loads again: its dedupe window, focus throttle and error retries. */
export interface CachePolicy {
  /** A mount within this long of the last answer (or while a load is on its way) sends nothing. */
  dedupeMs: number;
  /** A window focus reloads a query at most once in this long. */
  focusThrottleMs: number;
  /** The wait before the first retry of a failed load; each further retry waits twice as long. */
  retryIntervalMs: number;
  /** Retries after a failed load, at most. */
  retryCount: number;
  /** Whether a failure is worth retrying. */
  shouldRetry: (error: unknown) => boolean;
}

/** A 4xx answer is the server's decision (a 401 ends the session): retried, it would only come back. */
function isServerDecision(error: unknown): boolean {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * The portal's policy (spec section 9): dedupe 2 s, focus throttle 5 s, error retry after 5 s (10 s on slow
 * connections), at most 3 retries, never for a 4xx.
 */
export function portalCachePolicy(): CachePolicy {
  return {
    dedupeMs: 2000,
    focusThrottleMs: 5000,
    retryIntervalMs: isSlowConnection() ? 10_000 : 5000,
    retryCount: 3,
    shouldRetry: (error) => !isServerDecision(error),
  };
}

/** The wait before retry number `attempt` (from 1): the interval, doubled for each retry before it. */
export function retryDelay(policy: CachePolicy, attempt: number): number {
  return policy.retryIntervalMs * 2 ** (attempt - 1);
}
