import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, type FieldErrors } from '../../api';
import { CaptchaUnavailableError } from '../../provider';
import type { FormFailure, FormState } from './formTypes';
import { useAction, type ActionState } from './useAction';

/** What {@link useSubmission} needs of the form's fields. */
export interface SubmissionInput<Values, Result> {
  values: Values;
  isValid: boolean;
  submit: (values: Values) => Promise<Result>;
  onSucceeded: ((result: Result, values: Values) => void) | undefined;
  /** A submit was tried: every rule's message shows from now on. */
  onAttempt: () => void;
  /** The server's errors of the fields, after a failed request. */
  onFieldErrors: (errors: FieldErrors) => void;
}

function failureOf(error: unknown): FormFailure | null {
  if (isApiError(error)) return { kind: 'api', error };
  if (error instanceof CaptchaUnavailableError) return { kind: 'captcha' };
  return null;
}

/** The action's state in a form's words: a failure says whether the server or the captcha failed. */
function formStateOf<Result>(state: ActionState<Result>): FormState<Result> {
  if (state.status !== 'failed') return state;
  const failure = failureOf(state.error);
  // isFailure let only these through
  return failure ? { status: 'failed', failure } : { status: 'idle' };
}

/**
 * A form's submit ({@link useAction}): one request however often it is clicked, its state, and focus moved to the
 * error summary after each failed submit (broken rules or a failed request).
 */
export function useSubmission<Values, Result>({
  values,
  isValid,
  submit,
  onSucceeded,
  onAttempt,
  onFieldErrors,
}: SubmissionInput<Values, Result>) {
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const action = useAction<Values, Result>({
    caller: 'useSubmission',
    send: (sent) => submit(sent),
    onSucceeded: (result, sent) => onSucceeded?.(result, sent),
    onFailed: (error) => {
      if (isApiError(error)) onFieldErrors(error.errors);
      setFailures((n) => n + 1);
    },
    isFailure: (error) => failureOf(error) !== null,
  });
  const state = formStateOf(action.state);
  // Sending is on hold (a 429's wait): a submit only moves focus to the summary, which says why.
  const { reset, inFlight, onHold } = action;

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  /**
   * A change after a failure starts over: the banner of the failure is gone, unless sending is on
   * hold (the banner says why the button waits).
   */
  const failed = state.status === 'failed';
  const clearFailure = useCallback(() => {
    if (!onHold && failed) reset();
  }, [onHold, failed, reset]);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight()) return;
    if (onHold) {
      setFailures((n) => n + 1);
      return;
    }
    onAttempt();
    if (!isValid) {
      setFailures((n) => n + 1);
      return;
    }
    await action.run(values);
  };

  return {
    state,
    handleSubmit,
    summaryRef,
    clearFailure,
    onHold,
    /** The submit button's text while a 429's wait counts down ('Thử lại sau 42 giây'), else undefined. */
    waitingText: action.waitingText,
  };
}
