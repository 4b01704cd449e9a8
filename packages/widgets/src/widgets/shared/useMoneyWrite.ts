import { useCallback, useRef } from 'react';
import { isOutcomeUnknown } from '../../api';
import { useReportError, useTiming, wait } from '../../provider';
import { useAction, type ActionContext, type ActionState } from './useAction';

/** What a look after an unknown outcome found: the write done (with its result), not done, or nothing readable. */
export type Lookup<Result> = { found: true; result: Result } | { found: false } | null;

/** Where the look after an unknown outcome stands. */
export type OutcomeCheckState =
  /** The answer was lost or broken: the server is being asked whether it did the write. */
  | { status: 'checking' }
  /** Looked up after a broken answer: the server had not done it; the player may send again. */
  | { status: 'notTaken' }
  /** Looked up after a lost answer and not found (the server may still be at work), or nothing could be read. */
  | { status: 'unconfirmed'; read: boolean };

/** Where a money write stands: a write's state, or the look after its answer was lost. */
export type MoneyWriteState<Result> = ActionState<Result> | OutcomeCheckState;

/** Options of {@link useMoneyWrite}. */
export interface MoneyWriteOptions<Input, Result> {
  /** Who writes, for `onError` and the provider's error message. */
  caller: string;
  send: (input: Input) => Promise<Result>;
  /** Asks the server whether `input` was done; called after each of the provider's waits (`timing.outcomeCheckMs`). */
  lookUp: (input: Input) => Promise<Lookup<Result>>;
}

/** Reads of a broken 2xx's outcome that must miss it before it counts as not done (the server had finished). */
const brokenAnswerMisses = 2;

/**
 * Whether the last write's outcome is still unknown: being looked up, or nothing could be read. Until the server
 * has said (a look that read something), nothing is sent, whatever the player chooses meanwhile: another amount or
 * server is a new choice, but the money of the last one may already be spent.
 */
export function outcomeOpen(state: MoneyWriteState<unknown>): boolean {
  return state.status === 'checking' || (state.status === 'unconfirmed' && !state.read);
}

/**
 * A write that spends the player's money ({@link useAction}), sent once per decision: nothing again once it
 * succeeded until the player chooses again (`reset`), and after a lost or broken answer the server is asked first
 * (`lookUp`) instead of letting the next click send it a second time; while it cannot tell ({@link outcomeOpen}),
 * nothing is sent and a new choice keeps the question open ('Kiểm tra lại' asks again).
 */
export function useMoneyWrite<Input, Result>({
  caller,
  send,
  lookUp,
}: MoneyWriteOptions<Input, Result>) {
  const reportError = useReportError(caller);
  const { outcomeCheckMs: checkDelaysMs } = useTiming(caller);
  const done = useRef(false);

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
    send: (input) => send(input),
    onSucceeded: () => {
      done.current = true;
    },
    onOutcomeUnknown: (error, input, context) => check(input, !isOutcomeUnknown(error), context),
  });
  const { state, inFlight, onHold, reset: resetAction } = action;
  const open = outcomeOpen(state);

  /** Sends `input`, unless a write runs, a 429's wait lasts, this choice was already done, or the last is unknown. */
  const run = (input: Input) => {
    if (done.current || open) return;
    void action.run(input);
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
    checkAgain,
    reset,
    /** A request or a check is under way. */
    busy: state.status === 'processing' || state.status === 'checking',
    /** The last write's outcome is unknown ({@link outcomeOpen}): nothing can be sent before 'Kiểm tra lại'. */
    mustCheck: open,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: action.waitingText,
  };
}
