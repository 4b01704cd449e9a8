import { useEffect, useRef } from 'react';
import { isApiError } from '../../api';
import { useEmailVerificationCall } from '../../provider';

/** Where the verification is (spec section 4): validating, then succeeded or failed. */
export type EmailVerificationState =
  | { status: 'validating' }
  | { status: 'succeeded' }
  | { status: 'failed' }
  | { status: 'unreachable'; error: unknown };

/** The statuses that say the link itself is dead: unknown (404), gone (410), refused (422). */
const deadLinkStatuses = new Set([404, 410, 422]);

/**
 * Only a 404, 410 or 422, or an answer with an error code, says the link is dead (unknown, used,
 * expired). Anything else says nothing about it: 401/403/419 (the session or its csrf cookie), a
 * 429, a 5xx, no answer, a timeout or a body that makes no sense; the player may try again.
 */
function isDeadLink(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (deadLinkStatuses.has(error.statusCode) || error.errorCode !== undefined)
  );
}

/**
 * Verifies the e-mail once per token (the data hook's immutable key: StrictMode's second mount
 * shares the first request, the token being spent by it), with a retry whenever the answer does not
 * say the link is dead.
 */
export function useEmailVerification(token: string) {
  const call = useEmailVerificationCall(token);
  const resultRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  let state: EmailVerificationState;
  switch (call.status) {
    case 'loading':
      state = { status: 'validating' };
      break;
    case 'ready':
      state = { status: 'succeeded' };
      break;
    case 'failed':
      state = isDeadLink(call.error)
        ? { status: 'failed' }
        : { status: 'unreachable', error: call.error };
      break;
    default:
      state = call satisfies never;
  }

  // The answer (success or dead link) takes focus when it comes, so it is read at once; after a
  // retry the retry button is gone, and focus goes to what replaced it, a new failure included.
  useEffect(() => {
    if (state.status === 'validating') return;
    if (state.status === 'unreachable' && !retried.current) return;
    retried.current = false;
    resultRef.current?.focus();
  }, [state.status]);

  return {
    state,
    resultRef,
    retry: () => {
      if (call.status !== 'failed') return;
      retried.current = true;
      call.retry();
    },
  };
}
