import type { ApiError } from '../../api';
import type { MessageKey, Messages } from '../../i18n';
import type { FieldIssue } from '../../validation';
import type { ActionStatus } from './useAction';

/** A form's values: text fields and checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** Why a submit failed: the server said no (or could not be reached), or the captcha could not load. */
export type FormFailure = { kind: 'api'; error: ApiError } | { kind: 'captcha' };

/** The one vocabulary of where a submit is, for every form and widget: useAction's. */
export type FormStatus = ActionStatus;

/** Where a form's submit is: the states of spec section 4 (form requests), with what came back. */
export type FormState<Result> =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'succeeded'; result: Result }
  | { status: 'failed'; failure: FormFailure };

/** A field's rule, which may look at the other values (a confirmation looks at the password). */
export type FieldRule<Values extends FormValues> = (
  value: string,
  values: Values,
) => FieldIssue | null;

/** The rules of a form, by field. */
export type FieldRules<Values extends FormValues> = Partial<
  Record<keyof Values & string, FieldRule<Values>>
>;

/** Options of `useFormController`. */
export interface FormControllerOptions<Values extends FormValues, Result> {
  initialValues: Values;
  rules: FieldRules<Values>;
  /** Sends the form; throws `ApiError` or `CaptchaUnavailableError`. */
  submit: (values: Values) => Promise<Result>;
  onSucceeded?: (result: Result, values: Values) => void;
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
  /** The submit button's text while the request runs; 'Đang xử lý...' by default. */
  processingText?: MessageKey;
  /**
   * The area catalogues of the keys the form's rules, `processingText` and outcome-unknown errors give
   * (`[authLogin]`); the core texts (validation, api, ...) are always known.
   */
  texts?: readonly Messages[];
  /** Dims the submit button (aria-disabled, still focusable) while a rule is broken. */
  dimSubmitUntilValid?: boolean;
}

/** The names of a form's text fields (not its checkboxes). */
export type TextFieldName<Values extends FormValues> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/** The names of a form's checkboxes. */
export type CheckboxName<Values extends FormValues> = {
  [K in keyof Values]: Values[K] extends boolean ? K : never;
}[keyof Values] &
  string;

/** One message for the error summary: which field (for the link) and what is wrong. */
export interface SummaryItem {
  field: string;
  message: string;
}
