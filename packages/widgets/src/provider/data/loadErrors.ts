import { isApiError } from '../../api';
import type { SessionRenewal } from '../session/sessionRenewal';

/** The session as the load-error rules see it: whether it has ended (the user is null), and its end. */
export interface SessionEnd {
  ended: () => boolean;
  end: () => void;
}

/**
 * swr's `onError` for the provider: every failed load is handed to `report`, but a 401, which means the session is
 * gone: where a renewal dialog is mounted the session is suspended (the player logs in again over the page), else it
 * ends, once (every cached response cleared, the user null; the host's gate then sends the player to its login page).
 * `GET /api/me` never fails with a 401: useUser reads it as null.
 */
export function reportLoadErrors(
  report: (error: unknown, stage: 'load') => void,
  session: SessionEnd,
  renewal?: SessionRenewal,
): (error: unknown) => void {
  return (error) => {
    if (!isApiError(error) || error.statusCode !== 401) report(error, 'load');
    else if (renewal?.hosted()) renewal.suspend();
    else if (!session.ended()) session.end();
  };
}
