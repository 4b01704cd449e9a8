import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { isApiError, type ApiError, type FieldErrors } from '../../api';
import type { Translate } from '../../i18n';
import { CaptchaUnavailableError } from '../../provider';
import { useTranslate } from '../../provider';
import type { FieldIssue } from '../../validation';
import { formFailureMessage } from './formFailureMessage';

/** A form's values: text fields and checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** Why a submit failed: the server said no (or could not be reached), or the captcha could not load. */
export type FormFailure = { kind: 'api'; error: ApiError } | { kind: 'captcha' };

/** Where a form is: the states of spec section 4 (form requests). */
export type FormState<Result> =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'success'; result: Result }
  | { status: 'error'; failure: FormFailure };

/** A field's rule, which may look at the other values (a confirmation looks at the password). */
export type FieldRule<Values extends FormValues> = (
  value: string,
  values: Values,
) => FieldIssue | null;

/** Options of {@link useFormController}. */
export interface FormControllerOptions<Values extends FormValues, Result> {
  initialValues: Values;
  rules: Partial<Record<keyof Values & string, FieldRule<Values>>>;
  /** Sends the form; throws `ApiError` or `CaptchaUnavailableError`. */
  submit: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result, values: Values) => void;
  /**
   * The fields the form shows, which the summary links to; by default those with a rule. A server
   * error of any other field (a rejected captcha token) has nothing to sit under: it is the banner.
   */
  fields?: readonly (keyof Values & string)[];
  /**
   * Whether the banner still shows the failure's message when the server's errors all sit under
   * fields (the default), or leaves the summary its own title.
   */
  failureMessageWithFieldErrors?: boolean;
  /** Prefix of the fields' ids, which the error summary links to. */
  idPrefix: string;
}

/** The names of a form's text fields (not its checkboxes). */
export type TextFieldName<Values extends FormValues> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/** One message for the error summary: which field (for the link) and what is wrong. */
export interface SummaryItem {
  field: string;
  message: string;
}

/**
 * The banner of a state: none, or what went wrong beyond the fields (their errors sit under them).
 * A server error of a field the form does not show says more than the failure's message.
 */
function bannerOf(
  state: FormState<unknown>,
  isShown: (field: string) => boolean,
  failureMessageWithFieldErrors: boolean,
  t: Translate,
): string | undefined {
  if (state.status !== 'error') return undefined;
  const { failure } = state;
  if (failure.kind === 'api') {
    const entries = Object.entries(failure.error.errors);
    const unmatched = entries.filter(([field]) => !isShown(field)).flatMap(([, m]) => m);
    if (unmatched.length > 0) return unmatched.join(' ');
    if (entries.length > 0 && !failureMessageWithFieldErrors) return undefined;
  }
  return formFailureMessage(failure, t);
}

/**
 * The logic every form shares: values, client rules shown once a field was left or a submit was
 * tried, server field errors (cleared when their field changes), one request per submit however
 * often it is clicked, focus moved to the error summary after a failed submit, and the summary's
 * banner. What was typed is kept after any error.
 */
export function useFormController<Values extends FormValues, Result>({
  initialValues,
  rules,
  submit,
  onSuccess,
  fields,
  failureMessageWithFieldErrors = true,
  idPrefix,
}: FormControllerOptions<Values, Result>) {
  const t = useTranslate();
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<FormState<Result>>({ status: 'idle' });
  const [failures, setFailures] = useState(0);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const clientErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = {};
    for (const [name, rule] of Object.entries(rules) as [string, FieldRule<Values> | undefined][]) {
      const value = values[name];
      const issue = rule?.(typeof value === 'string' ? value : '', values);
      if (issue) errors[name] = t(issue.key, issue.params);
    }
    return errors;
  }, [rules, values, t]);
  const isValid = Object.keys(clientErrors).length === 0;

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
    setState((current) => (current.status === 'error' ? { status: 'idle' } : current));
  }, []);

  /** The messages to show under a field: the client's once it matters, else the server's. */
  const errorOf = useCallback(
    (name: keyof Values & string): string[] | undefined => {
      const client = clientErrors[name];
      if (client && (attempted || visited.has(name))) return [client];
      return serverErrors[name];
    },
    [clientErrors, attempted, visited, serverErrors],
  );

  const markVisited = useCallback((name: string) => {
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      setAttempted(true);
      if (!isValid) {
        setFailures((n) => n + 1);
        return;
      }
      inFlight.current = true;
      setState({ status: 'processing' });
      try {
        const result = await submit(values);
        setState({ status: 'success', result });
        onSuccess?.(result, values);
      } catch (error) {
        const failure: FormFailure | null = isApiError(error)
          ? { kind: 'api', error }
          : error instanceof CaptchaUnavailableError
            ? { kind: 'captcha' }
            : null;
        if (!failure) throw error;
        if (failure.kind === 'captcha') console.warn(error);
        if (failure.kind === 'api') {
          console.warn(failure.error.message);
          setServerErrors(failure.error.errors);
        }
        setState({ status: 'error', failure });
        setFailures((n) => n + 1);
      } finally {
        inFlight.current = false;
      }
    },
    [isValid, submit, values, onSuccess],
  );

  const shownFields: readonly string[] = useMemo(
    () => fields ?? Object.keys(rules),
    [fields, rules],
  );
  const isShown = (field: string) => shownFields.includes(field);

  /** What to fix, each a field the form shows (the others are the banner). */
  const summary: SummaryItem[] = useMemo(() => {
    const named = new Set([...Object.keys(rules), ...Object.keys(serverErrors)]);
    return [...named]
      .filter((field) => shownFields.includes(field))
      .flatMap((field) =>
        (errorOf(field as keyof Values & string) ?? []).map((message) => ({ field, message })),
      );
  }, [rules, serverErrors, errorOf, shownFields]);

  /** The props of a text field: id (for the summary's links), value, change, leave, errors. */
  const textField = (name: TextFieldName<Values>) => ({
    id: `${idPrefix}${name}`,
    name,
    value: values[name] as string,
    onChange: (value: string) => setValue(name, value as Values[typeof name]),
    onBlur: () => markVisited(name),
    error: errorOf(name),
  });

  return {
    values,
    setValue,
    errorOf,
    markVisited,
    textField,
    idPrefix,
    processing: state.status === 'processing',
    succeeded: state.status === 'success',
    isValid,
    state,
    handleSubmit,
    summary,
    summaryRef,
    banner: bannerOf(state, isShown, failureMessageWithFieldErrors, t),
    serverErrors,
    attempted,
  };
}
