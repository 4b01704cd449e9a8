import type { SessionRenewal } from '../session/sessionRenewal';
import { isSessionGone, sessionGone, type SessionEnd } from './sessionGone';

/**
 * swr's `onError` for the provider: every failed load is handed to `report`, but a 401, which means the session is
 * gone, goes to {@link sessionGone} (suspended under a renewal dialog, else ended once), unreported.
 * `GET /api/me` never fails with a 401: useUser reads it as null.
 */
export function reportLoadErrors(
  report: (error: unknown, stage: 'load') => void,
  session: SessionEnd,
  renewal?: SessionRenewal,
): (error: unknown) => void {
  return (error) => {
    if (isSessionGone(error)) void sessionGone(session, renewal);
    else report(error, 'load');
  };
}
