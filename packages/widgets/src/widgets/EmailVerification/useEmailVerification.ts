import { useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError, type PortalClient } from '../../api';
import { usePortalClient, useTranslate } from '../../provider';
import { formFailureMessage } from '../shared';

/** Where the verification is (spec section 4): validating, then success or failed. */
export type EmailVerificationState =
  | { status: 'validating' }
  | { status: 'succeeded' }
  | { status: 'failed' }
  | { status: 'unreachable'; message: string };

type Outcome =
  { status: 'succeeded' } | { status: 'failed' } | { status: 'unreachable'; error: ApiError };

/**
 * A 4xx is the server's answer about the link (unknown, used, expired); no answer, a timeout, a
 * 5xx, a 429 or a body that makes no sense say nothing about it, so the player may try again.
 */
function isAnswerAboutTheLink(error: ApiError): boolean {
  return (
    error.kind === 'http' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429
  );
}

async function verify(client: PortalClient, token: string): Promise<Outcome> {
  try {
    await client.verifyEmail(token);
    return { status: 'succeeded' };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return isAnswerAboutTheLink(error) ? { status: 'failed' } : { status: 'unreachable', error };
  }
}

/**
 * Verifies the e-mail once per token and attempt: the token is spent by the first call, so
 * StrictMode's second effect subscribes to the same request instead of sending another.
 */
export function useEmailVerification(token: string) {
  const t = useTranslate();
  const client = usePortalClient('EmailVerification');
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${token}`;
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null);
  const started = useRef<{ key: string; promise: Promise<Outcome> } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  useEffect(() => {
    if (started.current?.key !== key) started.current = { key, promise: verify(client, token) };
    let current = true;
    void started.current.promise.then((outcome) => {
      if (current) setResult({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [client, token, key]);

  const outcome = result?.key === key ? result.outcome : undefined;
  let state: EmailVerificationState;
  if (outcome === undefined) state = { status: 'validating' };
  else if (outcome.status === 'unreachable')
    state = {
      status: 'unreachable',
      message: formFailureMessage({ kind: 'api', error: outcome.error }, t),
    };
  else state = outcome;

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
      retried.current = true;
      setAttempt((n) => n + 1);
    },
  };
}
