import { useCallback, useRef, useState } from 'react';
import { isApiError, isOutcomeUnknown, type Decision } from '../../api';
import { useReportError, useTiming, wait } from '../../provider';
import { useAction, type ActionContext, type ActionState } from './useAction';
import { useDecision } from './useDecision';

/** What a look after an unknown outcome found: the write done (with its result), not done, or nothing readable. */
export type Lookup<Result> = { found: true; result: Result } | { found: false } | null;

/** Where the look after an unknown outcome stands. */
export type OutcomeCheckState =
  /** The answer was lost or broken: the server is being asked whether it did the write. */
  | { status: 'checking' }
  /** Looked up after a broken answer: the server had not done it; the player may send again. */
  | { status: 'notTaken' }
  /** Looked up after a lost answer and not found (the server may still be at work), or nothing could be read. */
  | { status: 'unconfirmed'; read: boolean }
  /** The same decision sent again with its key, after a look that found nothing: still unknown until it answers. */
  | { status: 'resending' };

/** Where a money write stands: a write's state, or the look after its answer was lost. */
export type MoneyWriteState<Result> = ActionState<Result> | OutcomeCheckState;

/** Options of {@link useMoneyWrite}. */
export interface MoneyWriteOptions<Input, Result> {
  /** Who writes, for `onError` and the provider's error message. */
  caller: string;
  /** Sends `input` under the player's `decision` (its idempotency key, the same for a resend of the same input). */
  send: (input: Input, decision: Decision) => Promise<Result>;
  /** Whether two inputs are one decision of the player (a resend of it reuses its key). */
  sameDecision: (last: Input, next: Input) => boolean;
  /** Asks the server whether `input` was done; called after each of the provider's waits (`timing.outcomeCheckMs`). */
  lookUp: (input: Input) => Promise<Lookup<Result>>;
}

/**
 * Whether a failure is the server's own answer to a decision's key: a refusal it made having read the request (a
 * 4xx of the API's). A 5xx (a proxy's page, a crash), a 429 or 419 before the API, a 401, a 409 (the key still at
 * work) say nothing of whether an earlier request with the key will be done.
 */
function refusedByTheServer(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    ![401, 408, 409, 419, 429].includes(error.statusCode)
  );
}

/** Reads of a broken 2xx's outcome that must miss it before it counts as not done (the server had finished). */
const brokenAnswerMisses = 2;

/**
 * Whether the last write's outcome is still unknown: being looked up, not found yet, or sent again. Until the server
 * has said, no new decision is sent, whatever the player chooses meanwhile: another amount or server is a new choice,
 * but the money of the last one may already be spent. Only the same decision goes again, with its key (`resend`).
 */
export function outcomeOpen(state: MoneyWriteState<unknown>): boolean {
  return (
    state.status === 'checking' || state.status === 'unconfirmed' || state.status === 'resending'
  );
}

/**
 * A write that spends the player's money ({@link useAction}), sent once per decision: each decision carries an
 * idempotency key ({@link useDecision}), nothing is sent again once it succeeded until the player chooses again
 * (`reset`), and after a lost or broken answer the server is asked first (`lookUp`) instead of letting the next click
 * send it a second time. While the outcome is unknown ({@link outcomeOpen}) no new decision is sent: a look that
 * found nothing offers the same decision again with the same key (`resend`: the server does it once, or answers with
 * what it did), and one that could not read offers to look again ('Kiểm tra lại').
 */
export function useMoneyWrite<Input, Result>({
  caller,
  send,
  sameDecision,
  lookUp,
}: MoneyWriteOptions<Input, Result>) {
  const reportError = useReportError(caller);
  const { outcomeCheckMs: checkDelaysMs } = useTiming(caller);
  const done = useRef(false);
  const decisions = useDecision(sameDecision);
  const last = useRef<Input | null>(null);
  const [resending, setResending] = useState(false);
  // The write under way resends a decision whose earlier answer was lost: that earlier request may still be handled.
  const resent = useRef(false);

  async function check(
    input: Input,
    brokenAnswer: boolean,
    { signal, setState }: ActionContext<MoneyWriteState<Result>>,
  ) {
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
        decisions.settle();
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

  const action = useAction<Input, Result, OutcomeCheckState>({
    caller,
    send: (input) => {
      last.current = input;
      return send(input, decisions.of(input));
    },
    onSucceeded: () => {
      done.current = true;
      decisions.settle();
    },
    // The server answered: a refusal is a known outcome, and the next send a new decision.
    onFailed: () => decisions.settle(),
    // A resend's first request, whose answer was lost, may still reach the server: a failure of the resend other
    // than the server's refusal leaves the outcome unknown, and a broken answer to it is no sign the decision was not
    // done (found by the chaos run: a 502 page on the resend, then the first request handled 30 s late, had said
    // the balance was not moved).
    leavesOutcomeOpen: (error) => resent.current && !refusedByTheServer(error),
    onOutcomeUnknown: (error, input, context) =>
      check(input, !isOutcomeUnknown(error) && !resent.current, context),
  });
  const { inFlight, onHold, reset: resetAction } = action;
  const state: MoneyWriteState<Result> =
    resending && action.state.status === 'processing' ? { status: 'resending' } : action.state;
  const open = outcomeOpen(state);

  /** Sends `input`, unless a write runs, a 429's wait lasts, this choice was already done, or the last is unknown. */
  const run = (input: Input) => {
    if (done.current || open) return;
    resent.current = false;
    setResending(false);
    void action.run(input);
  };

  /**
   * Sends the last decision again with its key, after a look that found nothing: the server answers with what it did
   * of the first request, or does it now if that never arrived, so the player does not pay twice.
   */
  const resend = () => {
    if (last.current === null || state.status !== 'unconfirmed' || !state.read) return;
    resent.current = true;
    setResending(true);
    void action.run(last.current);
  };

  /** Asks the server again after it could not tell. */
  const checkAgain = (input: Input) => void action.alone((context) => check(input, false, context));

  /**
   * The player chose again: what the last write said goes (unless a 429's wait lasts: it says why the button waits;
   * or the last write's outcome is still unknown: it says what to do first).
   */
  const reset = useCallback(() => {
    if (inFlight() || open) return;
    done.current = false;
    if (!onHold) resetAction();
  }, [inFlight, open, onHold, resetAction]);

  return {
    state,
    run,
    resend,
    checkAgain,
    reset,
    /** A request or a check is under way. */
    busy:
      state.status === 'processing' || state.status === 'checking' || state.status === 'resending',
    /** The last write's outcome is unknown ({@link outcomeOpen}): no new decision is sent. */
    mustCheck: open,
    /** What the write came to, as a key that changes with each new outcome (its status); null while none shows. */
    outcome: state.status === 'idle' || state.status === 'processing' ? null : state.status,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: action.waitingText,
  };
}
