import { useCallback, useMemo } from 'react';
import { useTranslate } from '../../provider';
import {
  bannerOf,
  checkboxProps,
  textFieldProps,
  type FormElementProps,
  type SubmitProps,
  type SummaryProps,
} from './formProps';
import type {
  CheckboxName,
  FormControllerOptions,
  FormStatus,
  FormValues,
  TextFieldName,
} from './formTypes';
import { useFieldErrors } from './useFieldErrors';
import { useSubmission } from './useSubmission';

// formFailureMessage reads the failure's type from here
export type { FormFailure } from './formTypes';

/**
 * The logic every form shares: values, client rules shown once a field was left or a submit was
 * tried, server field errors (cleared when their field changes), one request per submit however
 * often it is clicked, focus moved to the error summary after a failed submit, and the props of
 * the form, its summary, its submit button and its fields. What was typed is kept after any error.
 */
export function useFormController<Values extends FormValues, Result>({
  initialValues,
  rules,
  submit,
  onSucceeded,
  fields,
  failureMessageWithFieldErrors = true,
  idPrefix,
  processingText = 'common.processing',
  dimSubmitUntilValid = false,
  texts = [],
}: FormControllerOptions<Values, Result>) {
  const t = useTranslate(...texts);
  const shownFields: readonly string[] = useMemo(
    () => fields ?? Object.keys(rules),
    [fields, rules],
  );
  const fieldState = useFieldErrors(initialValues, rules, shownFields, texts);
  const { values, isValid, setAttempted, setServerErrors } = fieldState;
  const onAttempt = useCallback(() => setAttempted(true), [setAttempted]);
  const submission = useSubmission({
    values,
    isValid,
    submit,
    onSucceeded,
    onAttempt,
    onFieldErrors: setServerErrors,
  });
  const { state, clearFailure, onHold } = submission;

  const { setValue: setFieldValue } = fieldState;
  const setValue = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => {
      setFieldValue(name, value);
      clearFailure();
    },
    [setFieldValue, clearFailure],
  );
  const binding = {
    idPrefix,
    values,
    setValue,
    markVisited: fieldState.markVisited,
    errorOf: fieldState.errorOf,
  };
  const status: FormStatus = state.status;
  const handleSubmit = submission.handleSubmit;
  const banner = bannerOf(
    state,
    (field) => shownFields.includes(field),
    failureMessageWithFieldErrors,
    t,
  );

  const formProps: FormElementProps = {
    onSubmit: (event) => void handleSubmit(event),
    noValidate: true,
  };
  const summaryProps: SummaryProps = {
    ref: submission.summaryRef,
    items: fieldState.summary,
    banner,
    idPrefix,
  };
  const inert = onHold || (dimSubmitUntilValid && !isValid);
  const submitProps: SubmitProps = {
    type: 'submit',
    'aria-disabled': inert || undefined,
    // The inert button swallows its click: the click says why instead (the summary takes focus).
    onClickCapture: inert ? () => void handleSubmit() : undefined,
    loading: status === 'processing',
    loadingText: t(processingText),
  };
  // Only the button's text counts down: the banner already said to wait, once.
  const waitingText = submission.waitingText;

  return {
    status,
    /** The submit's state with its result or failure. */
    submission: state,
    values,
    setValue,
    errorOf: fieldState.errorOf,
    markVisited: fieldState.markVisited,
    serverErrors: fieldState.serverErrors,
    attempted: fieldState.attempted,
    isValid,
    idPrefix,
    handleSubmit,
    formProps,
    summaryProps,
    submitProps,
    /** The submit button's text while a 429's wait counts down ('Thử lại sau 42 giây'), else undefined. */
    waitingText,
    textField: (name: TextFieldName<Values>) => textFieldProps(binding, name),
    checkbox: (name: CheckboxName<Values>) => checkboxProps(binding, name),
  };
}

/** What {@link useFormController} returns. */
export type FormController<Values extends FormValues, Result> = ReturnType<
  typeof useFormController<Values, Result>
>;
