import { useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError, type PortalClient } from '../../api';

/** What the check of a reset link found. */
export type TokenCheck =
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid' }
  | { status: 'failed'; error: ApiError };

/** The server does not know the token, or it is used or expired (404, `reset_token_invalid`). */
export function isRejectedToken(error: ApiError): boolean {
  return (
    error.kind === 'http' && (error.statusCode === 404 || error.errorCode === 'reset_token_invalid')
  );
}

async function check(client: PortalClient, token: string): Promise<TokenCheck> {
  try {
    await client.checkResetToken(token);
    return { status: 'valid' };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return isRejectedToken(error) ? { status: 'invalid' } : { status: 'failed', error };
  }
}

/**
 * Checks a reset token once per token and attempt (not twice under StrictMode), and a way to try
 * again after a network failure, a timeout or a server error.
 */
export function useTokenCheck(client: PortalClient, token: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${token}`;
  const [result, setResult] = useState<{ key: string; check: TokenCheck } | null>(null);
  const started = useRef<{ key: string; promise: Promise<TokenCheck> } | null>(null);

  useEffect(() => {
    if (started.current?.key !== key) started.current = { key, promise: check(client, token) };
    let current = true;
    void started.current.promise.then((outcome) => {
      if (current) setResult({ key, check: outcome });
    });
    return () => {
      current = false;
    };
  }, [client, token, key]);

  const tokenCheck: TokenCheck = result?.key === key ? result.check : { status: 'checking' };
  return { tokenCheck, retry: () => setAttempt((n) => n + 1) };
}
