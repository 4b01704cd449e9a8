import { isApiError } from '../../api';
import type { SessionRenewal } from '../session/sessionRenewal';
import type { LoadErrorHandler, QueryCache } from './cache';
import { serialiseKey, type QueryKey } from './cacheEntry';
import { endSession } from './endSession';
import { portalKeys } from './keys';

const userKey = serialiseKey(portalKeys.user);

/**
 * A 401 on any query means the session is gone: every cached response is cleared and the user is set to null
 * (logged out), once; the host's gate then sends the player to its login page. `/api/me` answers 401 as null itself.
 */
function endSessionOn401(error: unknown, key: QueryKey, cache: QueryCache): void {
  if (!isApiError(error) || error.statusCode !== 401 || serialiseKey(key) === userKey) return;
  if (cache.read(portalKeys.user).data === null) return; // already logged out
  void endSession(cache);
}

/**
 * Every failed load (but a 401, which ends the session) handed to `report`; where a renewal dialog is mounted, a 401
 * suspends the session instead (the player logs in again over the page).
 */
export function reportLoadErrors(
  report: (error: unknown, stage: 'load') => void,
  renewal?: SessionRenewal,
): LoadErrorHandler {
  return (error, key, cache) => {
    const unauthenticated = isApiError(error) && error.statusCode === 401;
    if (!unauthenticated) report(error, 'load');
    if (unauthenticated && renewal?.hosted()) renewal.suspend();
    else endSessionOn401(error, key, cache);
  };
}
