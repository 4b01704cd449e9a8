import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type Decision, type User } from '../../api';
import { useOnShown, useReportError, useTiming, wait } from '../../provider';
import { refusedByTheApi } from './moneyRule';
import { openDecisions } from './openDecisions';
import { useAction, type ActionContext, type ActionState } from './useAction';
import { useDecision } from './useDecision';
import { sentNothing, usePayerCheck } from './usePayerCheck';

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
  /** Who writes, for `onError` and the provider's error message; also the name its open decision is kept under. */
  caller: string;
  /**
   * Sends `input` under the player's `decision` (its idempotency key, the same for a resend of the same input). It
   * goes after the payer was checked; `input` is kept in the browser while its outcome is unknown, so it holds
   * nothing secret and survives JSON.
   */
  send: (input: Input, decision: Decision) => Promise<Result>;
  /** Whether two inputs are one decision of the player (a resend of it reuses its key). */
  sameDecision: (last: Input, next: Input) => boolean;
  /** Asks the server whether `input` was done; called after each of the provider's waits (`timing.outcomeCheckMs`). */
  lookUp: (input: Input) => Promise<Lookup<Result>>;
  /**
   * What the payer's fresh read adds to `input` before its first send (the recharge's balance before it, which its
   * look-up compares with); `input` as it is by default.
   */
  withPayer?: (input: Input, payer: User) => Input;
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
 * A write that spends the player's money ({@link useAction}), sent once per decision, whatever the network does:
 * - Each decision carries an idempotency key ({@link useDecision}); nothing is sent again once it succeeded until the
 *   player chooses again (`reset`).
 * - Before every send the payer is read ({@link usePayer}): another player signed in (or none) sends nothing.
 * - Only the API's own refusal ends a decision ({@link refusedByTheApi}); any other failure, on the first send as on a
 *   resend, leaves its outcome unknown: the server is asked (`lookUp`) instead of letting the next press send it a
 *   second time. While it is unknown ({@link outcomeOpen}) no new decision is sent: a look that found nothing offers
 *   the same decision again with the same key (`resend`: the server does it once, or answers with what it did), and
 *   one that could not read offers to look again ('Kiểm tra lại').
 * - The decision is kept in the browser from its send until its outcome is known ({@link openDecisions}): the page
 *   shown again (the menu, a reload, Back/Forward, another tab) finds it, looks it up, and offers only the same key.
 */
export function useMoneyWrite<Input, Result>({
  caller,
  send,
  sameDecision,
  lookUp,
  withPayer = (input) => input,
}: MoneyWriteOptions<Input, Result>) {
  const reportError = useReportError(caller);
  const { outcomeCheckMs: checkDelaysMs } = useTiming(caller);
  const payer = usePayerCheck(caller);
  const { account } = payer;
  const done = useRef(false);
  const decisions = useDecision(sameDecision);
  const last = useRef<Input | null>(null);
  const [resending, setResending] = useState(false);
  // The write under way resends a decision whose earlier answer was lost: that earlier request may still be handled.
  const resent = useRef(false);
  // The account whose decision is open (kept in the browser under it).
  const sentFor = useRef<string | undefined>(undefined);

  /** The outcome is known (done, refused, or found not done): the next send is a new decision. */
  function settle() {
    decisions.settle();
    if (sentFor.current !== undefined) openDecisions.settle(sentFor.current, caller);
    sentFor.current = undefined;
  }

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
        settle();
        setState({ status: 'succeeded', result: lookup.result });
        return;
      }
      if (brokenAnswer && read >= brokenAnswerMisses) {
        settle();
        setState({ status: 'notTaken' });
        return;
      }
    }
    setState({ status: 'unconfirmed', read: read > 0 });
  }

  const action = useAction<Input, Result, OutcomeCheckState>({
    caller,
    send: async (chosen) => {
      const checked = await payer.check();
      const input = withPayer(chosen, checked);
      last.current = input;
      const decision = decisions.of(input);
      sentFor.current = checked.username;
      // Kept before it goes: a reload while it is on its way finds it, and looks it up instead of sending it anew.
      openDecisions.keep({
        account: checked.username,
        kind: caller,
        key: decision.idempotencyKey,
        input,
        at: decisions.openedAt() ?? Date.now(),
      });
      return send(input, decision);
    },
    onSucceeded: () => {
      done.current = true;
      settle();
    },
    // The API refused it (or nothing was sent): a known outcome, and the next send a new decision.
    onFailed: () => settle(),
    // Anything but the API's own refusal leaves the outcome unknown, on the first send as on a resend (a 5xx may come
    // after the API wrote). A check before a send that fails sent nothing: a first send fails, a resend stays unknown.
    leavesOutcomeOpen: (error) => (sentNothing(error) ? resent.current : !refusedByTheApi(error)),
    onOutcomeUnknown: (error, input, context) =>
      check(
        last.current ?? input,
        isApiError(error) && error.kind === 'decode' && !resent.current,
        context,
      ),
  });
  const { inFlight, onHold, reset: resetAction, alone } = action;
  const state: MoneyWriteState<Result> =
    resending && action.state.status === 'processing' ? { status: 'resending' } : action.state;
  const open = outcomeOpen(state);
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  });

  /**
   * The decision of this account kept in the browser, open again here (its key, its input) and looked up: shown
   * again after the page was left, or sent from another tab. True when there was one.
   */
  function resume(): boolean {
    const player = payer.current();
    if (player === undefined || inFlight() || openNow.current) return false;
    const kept = openDecisions.read<Input>(player, caller);
    if (!kept) return false;
    last.current = kept.input;
    decisions.restore(kept.input, { idempotencyKey: kept.key }, kept.at);
    sentFor.current = player;
    done.current = false;
    resent.current = false;
    setResending(false);
    void alone((context) => check(kept.input, false, context));
    return true;
  }

  // Shown (mounted, or again from the back/forward cache) once the player is known: their open decision, if any.
  useOnShown(() => void resume());
  const resumeNow = useRef(resume);
  useEffect(() => {
    resumeNow.current = resume;
  });
  useEffect(() => {
    if (account === undefined) return undefined;
    let mounted = true;
    queueMicrotask(() => {
      if (mounted) resumeNow.current();
    });
    return () => {
      mounted = false;
    };
  }, [account]);

  /** Sends `input`, unless a write runs, a 429's wait lasts, this choice was already done, or one is unknown. */
  const run = (input: Input) => {
    if (done.current || open) return;
    // Another tab's decision of this account is still unknown: it, not a new one.
    if (resume()) return;
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
  const checkAgain = (input: Input) =>
    void action.alone((context) => check(last.current ?? input, false, context));

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
