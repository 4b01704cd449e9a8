import { useCallback, useEffect, useRef } from 'react';
import type { User } from '../../api';
import { usePayer, useUser } from '../../provider';

/** Failures of the check before a money write: nothing was sent. */
const notSent = new WeakSet<object>();

/**
 * Whether a money write failed before anything was sent (the payer's read failed, or named another player): a
 * known outcome on a first send; on a resend of a decision whose outcome is unknown, still unknown.
 */
export function sentNothing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && notSent.has(error);
}

/**
 * The player the page shows (`account`, undefined until known) and `check()`, which reads the payer before a money
 * write and rejects unless it is that player ({@link usePayer}: another player or none sends nothing); what it rejects
 * with is {@link sentNothing}.
 */
export function usePayerCheck(caller: string) {
  const checkPayer = usePayer(caller);
  const user = useUser();
  const account = user.status === 'signedIn' ? user.user.username : undefined;
  const shown = useRef(account);
  useEffect(() => {
    shown.current = account;
  });
  const check = useCallback(
    (): Promise<User> =>
      checkPayer(shown.current).catch((error: unknown) => {
        if (typeof error === 'object' && error !== null) notSent.add(error);
        throw error;
      }),
    [checkPayer],
  );
  const current = useCallback(() => shown.current, []);
  return { account, check, current };
}
