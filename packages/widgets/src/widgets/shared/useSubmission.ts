import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, type FieldErrors } from '../../api';
import { CaptchaUnavailableError, useReportError } from '../../provider';
import type { FormFailure, FormState } from './formTypes';

/** What {@link useSubmission} needs of the form's fields. */
export interface SubmissionInput<Values, Result> {
  values: Values;
  isValid: boolean;
  submit: (values: Values) => Promise<Result>;
  onSuccess: ((result: Result, values: Values) => void) | undefined;
  /** A submit was tried: every rule's message shows from now on. */
  onAttempt: () => void;
  /** The server's errors of the fields, after a failed request. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** Any failed request (the controller starts a 429's wait). */
  onFailure?: (error: unknown) => void;
  /** Sending is on hold (a 429's wait): a submit only moves focus to the summary, which says why. */
  onHold?: boolean;
}

function failureOf(error: unknown): FormFailure | null {
  if (isApiError(error)) return { kind: 'api', error };
  if (error instanceof CaptchaUnavailableError) return { kind: 'captcha' };
  return null;
}

/**
 * A form's submit: one request however often it is clicked, its state, and focus moved to the
 * error summary after each failed submit (broken rules or a failed request).
 */
export function useSubmission<Values, Result>({
  values,
  isValid,
  submit,
  onSuccess,
  onAttempt,
  onFieldErrors,
  onFailure,
  onHold = false,
}: SubmissionInput<Values, Result>) {
  const reportError = useReportError('useSubmission');
  const [state, setState] = useState<FormState<Result>>({ status: 'idle' });
  const [failures, setFailures] = useState(0);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  /**
   * A change after a failure starts over: the banner of the failure is gone, unless sending is on
   * hold (the banner says why the button waits).
   */
  const clearFailure = useCallback(() => {
    if (onHold) return;
    setState((current) => (current.status === 'failed' ? { status: 'idle' } : current));
  }, [onHold]);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      if (onHold) {
        setFailures((n) => n + 1);
        return;
      }
      onAttempt();
      if (!isValid) {
        setFailures((n) => n + 1);
        return;
      }
      inFlight.current = true;
      setState({ status: 'processing' });
      try {
        const result = await submit(values);
        setState({ status: 'succeeded', result });
        onSuccess?.(result, values);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        reportError(error, 'submit');
        if (failure.kind === 'api') onFieldErrors(failure.error.errors);
        onFailure?.(error);
        setState({ status: 'failed', failure });
        setFailures((n) => n + 1);
      } finally {
        inFlight.current = false;
      }
    },
    [isValid, submit, values, onSuccess, onAttempt, onFieldErrors, onFailure, onHold, reportError],
  );

  return { state, handleSubmit, summaryRef, clearFailure };
}
