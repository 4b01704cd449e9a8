import type { FormEvent, RefObject } from 'react';
import type { Translate } from '../../i18n';
import { formFailureMessage } from './formFailureMessage';
import type { CheckboxName, FormState, FormValues, SummaryItem, TextFieldName } from './formTypes';

/**
 * The banner of a state: none, or what went wrong beyond the fields (their errors sit under them).
 * A server error of a field the form does not show says more than the failure's message.
 */
export function bannerOf(
  state: FormState<unknown>,
  isShown: (field: string) => boolean,
  failureMessageWithFieldErrors: boolean,
  t: Translate,
): string | undefined {
  if (state.status !== 'failed') return undefined;
  const { failure } = state;
  if (failure.kind === 'api') {
    const entries = Object.entries(failure.error.errors);
    const unmatched = entries.filter(([field]) => !isShown(field)).flatMap(([, m]) => m);
    if (unmatched.length > 0) return unmatched.join(' ');
    if (entries.length > 0 && !failureMessageWithFieldErrors) return undefined;
  }
  return formFailureMessage(failure, t);
}

/** The props of the `<form>`: the submit, and no browser bubbles (the summary says what to fix). */
export interface FormElementProps {
  onSubmit: (event?: FormEvent) => void;
  noValidate: true;
}

/** The props of the ErrorSummary: where focus lands, what to fix, the banner, the ids' prefix. */
export interface SummaryProps {
  ref: RefObject<HTMLDivElement | null>;
  items: readonly SummaryItem[];
  banner: string | undefined;
  idPrefix: string;
}

/** The props of the submit Button. */
export interface SubmitProps {
  type: 'submit';
  'aria-disabled': true | undefined;
  /** While the button is inert, a click explains why (focus goes to the summary). */
  onClickCapture: (() => void) | undefined;
  loading: boolean;
  loadingText: string;
}

/** What the field binders need of the controller. */
export interface FieldBinding<Values extends FormValues> {
  idPrefix: string;
  values: Values;
  setValue: <K extends keyof Values>(name: K, value: Values[K]) => void;
  markVisited: (name: string) => void;
  errorOf: (name: keyof Values & string) => string[] | undefined;
}

/** The props of a text field: id (for the summary's links), value, change, leave, errors. */
export function textFieldProps<Values extends FormValues>(
  form: FieldBinding<Values>,
  name: TextFieldName<Values>,
) {
  return {
    id: `${form.idPrefix}${name}`,
    name,
    value: form.values[name] as string,
    onChange: (value: string) => form.setValue(name, value as Values[typeof name]),
    onBlur: () => form.markVisited(name),
    error: form.errorOf(name),
  };
}

/** The props of a checkbox: id, checked, change, errors. */
export function checkboxProps<Values extends FormValues>(
  form: FieldBinding<Values>,
  name: CheckboxName<Values>,
) {
  return {
    id: `${form.idPrefix}${name}`,
    name,
    checked: form.values[name] as boolean,
    onChange: (checked: boolean) => form.setValue(name, checked as Values[typeof name]),
    error: form.errorOf(name),
  };
}
