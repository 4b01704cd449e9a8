import { unstable_serialize, type Cache, type ScopedMutator, type SWRConfiguration } from 'swr';
import { isApiError } from '../../api';
import type { SessionRenewal } from '../session/sessionRenewal';
import { endSession } from './endSession';
import { portalKeys } from './keys';

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

const userKey = unstable_serialize(portalKeys.user);

/** What SWR hands `onError` besides the public options: the cache and the mutator of this provider. */
interface BoundConfig {
  cache: Cache;
  mutate: ScopedMutator;
}

/**
 * A 401 on any query means the session is gone: every cached response is cleared and the user is set to null
 * (logged out), once; the host's gate then sends the player to its login page. `/api/me` answers 401 as null itself.
 */
function endSessionOn401(error: unknown, key: string, config: unknown): void {
  if (!isApiError(error) || error.statusCode !== 401 || key === userKey) return;
  const { cache, mutate } = config as BoundConfig;
  if (cache.get(userKey)?.data === null) return; // already logged out
  void endSession(cache, mutate);
}

/**
 * The data cache: dedupe 2 s, focus throttle 5 s, error retry every 5 s (10 s
 * on slow connections). A 4xx answer is the server's decision, so it is not retried; a 401 ends the session.
 */
export function portalSWRConfig(): SWRConfiguration {
  return {
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
    // Back online, every query on screen loads again (the offline banner promises it).
    revalidateOnReconnect: true,
    errorRetryInterval: isSlowConnection() ? 10_000 : 5000,
    errorRetryCount: 3,
    shouldRetryOnError: (error: unknown) =>
      !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500),
    onError: endSessionOn401,
  };
}

/**
 * The config with every failed load (but a 401, which ends the session) handed to `report`; where a renewal dialog
 * is mounted, a 401 suspends the session instead (the player logs in again over the page).
 */
export function withErrorReport<Config extends SWRConfiguration>(
  config: Config,
  report: (error: unknown, stage: 'load') => void,
  renewal?: SessionRenewal,
): Config {
  return {
    ...config,
    onError: (error: unknown, key: string, bound: unknown) => {
      const unauthenticated = isApiError(error) && error.statusCode === 401;
      if (!unauthenticated) report(error, 'load');
      if (unauthenticated && renewal?.hosted()) renewal.suspend();
      else endSessionOn401(error, key, bound);
    },
  };
}
