import { useCallback, useRef, useState } from 'react';
import { isApiError, isOutcomeUnknown } from '../../api';
import { useReportError } from '../../provider';
import { useSingleFlight } from './useSingleFlight';
import { wait } from './wait';
import { useSubmitHold } from './useThrottle';

/** What a look after an unknown outcome found: the write done (with its result), not done, or nothing readable. */
export type Lookup<Result> = { found: true; result: Result } | { found: false } | null;

/** Where a money write stands. */
export type MoneyWriteState<Result> =
  | { status: 'idle' }
  | { status: 'processing' }
  /** The answer was lost or broken: the server is being asked whether it did the write. */
  | { status: 'checking' }
  | { status: 'succeeded'; result: Result }
  | { status: 'failed'; error: unknown }
  /** Looked up after a broken answer: the server had not done it; the player may send again. */
  | { status: 'notTaken' }
  /** Looked up after a lost answer and not found (the server may still be at work), or nothing could be read. */
  | { status: 'unconfirmed'; read: boolean };

/** Options of {@link useMoneyWrite}. */
export interface MoneyWriteOptions<Input, Result> {
  /** Who writes, for `onError` and the provider's error message. */
  caller: string;
  send: (input: Input) => Promise<Result>;
  /** Asks the server whether `input` was done; called after each wait of `checkDelaysMs` until it finds it. */
  lookUp: (input: Input) => Promise<Lookup<Result>>;
  /** Waits before each look, in ms. */
  checkDelaysMs: readonly number[];
}

/** Reads of a broken 2xx's outcome that must miss it before it counts as not done (the server had finished). */
const brokenAnswerMisses = 2;

/**
 * A write that spends the player's money, sent once per decision: one request at a time (a synchronous guard, so two
 * clicks in one task send one), nothing while a 429's wait lasts, nothing again once it succeeded until the player
 * chooses again (`reset`), and after a lost or broken answer the server is asked first (`lookUp`) instead of letting
 * the next click send it a second time. Failures reach the host's `onError`.
 */
export function useMoneyWrite<Input, Result>({
  caller,
  send,
  lookUp,
  checkDelaysMs,
}: MoneyWriteOptions<Input, Result>) {
  const reportError = useReportError(caller);
  const [state, setState] = useState<MoneyWriteState<Result>>({ status: 'idle' });
  const { alone, busy } = useSingleFlight();
  const done = useRef(false);
  const hold = useSubmitHold();

  async function check(input: Input, brokenAnswer: boolean, signal: AbortSignal) {
    setState({ status: 'checking' });
    let read = 0;
    const delays = brokenAnswer ? [0, ...checkDelaysMs] : checkDelaysMs;
    for (const delay of delays) {
      await wait(delay, signal);
      const lookup = await lookUp(input).catch((error: unknown) => {
        reportError(error, 'reconcile');
        return null;
      });
      if (lookup === null) continue;
      read += 1;
      if (lookup.found) {
        done.current = true;
        setState({ status: 'succeeded', result: lookup.result });
        return;
      }
      if (brokenAnswer && read >= brokenAnswerMisses) {
        setState({ status: 'notTaken' });
        return;
      }
    }
    setState({ status: 'unconfirmed', read: read > 0 });
  }

  /** Sends `input`, unless a write runs, a 429's wait lasts, or this choice was already done. */
  const run = (input: Input) => {
    if (busy() || done.current || hold.onHold) return;
    void alone(async (signal) => {
      setState({ status: 'processing' });
      try {
        const result = await send(input);
        done.current = true;
        setState({ status: 'succeeded', result });
      } catch (error) {
        if (signal.aborted) throw error;
        reportError(error, 'submit');
        if (isOutcomeUnknown(error)) return check(input, false, signal);
        if (isApiError(error) && error.kind === 'decode') return check(input, true, signal);
        hold.holdAfter(error);
        setState({ status: 'failed', error });
      }
    });
  };

  /** Asks the server again after it could not tell. */
  const checkAgain = (input: Input) => void alone((signal) => check(input, false, signal));

  /** The player chose again: what the last write said goes (unless a 429's wait lasts: it says why the button waits). */
  const reset = useCallback(() => {
    if (busy()) return;
    done.current = false;
    if (!hold.onHold) setState({ status: 'idle' });
  }, [busy, hold.onHold]);

  return {
    state,
    run,
    checkAgain,
    reset,
    /** A request or a check is under way. */
    busy: state.status === 'processing' || state.status === 'checking',
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: hold.waitingText,
  };
}
