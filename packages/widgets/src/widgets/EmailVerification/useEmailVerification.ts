import { useEffect, useRef } from 'react';
import { isApiError } from '../../api';
import { useEmailVerificationCall } from '../../provider';

/** Where the verification is (spec section 4): validating, then succeeded or failed. */
export type EmailVerificationState =
  | { status: 'validating' }
  | { status: 'succeeded' }
  | { status: 'failed' }
  | { status: 'unreachable'; error: unknown };

/**
 * A 4xx is the server's answer about the link (unknown, used, expired); no answer, a timeout, a
 * 5xx, a 429 or a body that makes no sense say nothing about it, so the player may try again.
 */
function isAnswerAboutTheLink(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429
  );
}

/**
 * Verifies the e-mail once per token (the data hook's immutable key: StrictMode's second mount
 * shares the first request, the token being spent by it), with a retry when the server could not
 * be reached.
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
      state = isAnswerAboutTheLink(call.error)
        ? { status: 'failed' }
        : { status: 'unreachable', error: call.error };
      break;
    default:
      state = call satisfies never;
  }

  // the retry button is gone once the answer comes: focus goes to the answer
  useEffect(() => {
    if (state.status === 'validating' || !retried.current) return;
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
