import { useCallback, useState } from 'react';
import { mayHaveBeenDone } from '../../api';
import { useReportError } from '../../provider';
import { useSingleFlight } from './useSingleFlight';
import { useSubmitHold } from './useThrottle';

/** Where a write stands: the one vocabulary of every form and widget. */
export type ActionStatus = 'idle' | 'processing' | 'succeeded' | 'failed';

/** A write's state, with what came back or why it failed. */
export type ActionState<Result> =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'succeeded'; result: Result }
  | { status: 'failed'; error: unknown };

/** What a write's steps are handed: the widget's life (aborts when it goes away) and the state to move on. */
export interface ActionContext<State> {
  signal: AbortSignal;
  setState: (state: State) => void;
}

/** Options of {@link useAction}; `Extra` are the states a widget adds (a card followed, an outcome being checked). */
export interface ActionOptions<Input, Result, Extra extends { status: string } = never> {
  /** Who writes, for `onError` and the provider's error message. */
  caller: string;
  send: (input: Input, context: ActionContext<ActionState<Result> | Extra>) => Promise<Result>;
  /** After success (the state is already `succeeded`); the write stays in flight until it settles. */
  onSucceeded?: (
    result: Result,
    input: Input,
    context: ActionContext<ActionState<Result> | Extra>,
  ) => void | Promise<void>;
  /** After a failure (reported, 429's hold started, the state `failed`). */
  onFailed?: (error: unknown, input: Input) => void;
  /**
   * The outcome-unknown check: the server may have done the write (`mayHaveBeenDone`: a lost
   * answer or a broken 2xx). Given, it runs instead of the failure (after the report), and says what
   * happened; left out, such a write fails as any other.
   */
  onOutcomeUnknown?: (
    error: unknown,
    input: Input,
    context: ActionContext<ActionState<Result> | Extra>,
  ) => Promise<void>;
  /** Whether an error is a failure of the write (reported, shown); any other (a bug) is thrown on. All by default. */
  isFailure?: (error: unknown) => boolean;
  /**
   * Whether a failure leaves the outcome unknown beyond a lost answer or a broken 2xx (`onOutcomeUnknown` then runs):
   * a money write's resend, whose first request may still be handled, says so of all but the server's own refusal.
   */
  leavesOutcomeOpen?: (error: unknown) => boolean;
}

/**
 * Every write of the widgets: one request at a time (a synchronous guard, so a held Enter or a double click sends
 * once), its state `idle | processing | succeeded | failed`, nothing sent while a 429's wait lasts ('Thử lại sau N
 * giây'), each failure handed to the host's `onError` (PortalProvider), and a place for the outcome-unknown check.
 */
export function useAction<Input, Result, Extra extends { status: string } = never>({
  caller,
  send,
  onSucceeded,
  onFailed,
  onOutcomeUnknown,
  leavesOutcomeOpen,
  isFailure = () => true,
}: ActionOptions<Input, Result, Extra>) {
  type State = ActionState<Result> | Extra;
  const reportError = useReportError(caller);
  const [state, setState] = useState<State>({ status: 'idle' });
  const flight = useSingleFlight();
  const hold = useSubmitHold();

  /** Runs a step of the write (a look after a lost answer, a card followed again) as the one task in flight. */
  const alone = useCallback(
    (task: (context: ActionContext<State>) => Promise<void>) =>
      flight.alone((signal) => task({ signal, setState })),
    [flight],
  );

  /** Sends `input`, unless a write is in flight or a 429's wait lasts. */
  const run = (input: Input) => {
    if (flight.busy() || hold.onHold) return Promise.resolve();
    return alone(async (context) => {
      setState({ status: 'processing' });
      let result: Result;
      try {
        result = await send(input, context);
      } catch (error) {
        if (context.signal.aborted || !isFailure(error)) throw error;
        reportError(error, 'submit');
        // A 429's wait holds the next send, whether or not the outcome is known (a resend waits it out too).
        hold.holdAfter(error);
        if (onOutcomeUnknown && (mayHaveBeenDone(error) || leavesOutcomeOpen?.(error))) {
          return onOutcomeUnknown(error, input, context);
        }
        setState({ status: 'failed', error });
        onFailed?.(error, input);
        return;
      }
      setState({ status: 'succeeded', result });
      await onSucceeded?.(result, input, context);
    });
  };

  /** Back to idle (a new choice of the player), unless a write is in flight or a 429's wait lasts (it says why). */
  const reset = useCallback(() => {
    if (flight.busy() || hold.onHold) return;
    setState({ status: 'idle' });
  }, [flight, hold.onHold]);

  return {
    state,
    /** Moves the state outside a write (a form's own messages, or back to idle after an edit). */
    setState,
    run,
    reset,
    alone,
    /** Whether a write or one of its steps is in flight (synchronous: true from the click on). */
    inFlight: flight.busy,
    /** A 429's wait lasts: nothing is sent. */
    onHold: hold.onHold,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: hold.waitingText,
  };
}

/** What {@link useAction} returns. */
export type Action<Input, Result, Extra extends { status: string } = never> = ReturnType<
  typeof useAction<Input, Result, Extra>
>;
