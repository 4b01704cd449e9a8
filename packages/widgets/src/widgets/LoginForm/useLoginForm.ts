import { useCallback, useId, useMemo } from 'react';
import type { Translate } from '../../i18n';
import { useLogin, useTranslate } from '../../provider';
import { loginUsername, normaliseText, requiredPassword } from '../../validation';
import {
  formFailureMessage,
  useFormController,
  type FieldRule,
  type FormState,
  type SummaryItem,
} from '../shared';

/** What the login form holds; the password is sent exactly as typed. */
export type LoginValues = { username: string; password: string; remember: boolean };

/** Options of {@link useLoginForm}. */
export interface UseLoginFormOptions {
  /** Called once the player is logged in and the user is reloaded (the host redirects). */
  onSuccess?: (() => void) | undefined;
}

type LoginField = 'username' | 'password';

const fields: readonly LoginField[] = ['username', 'password'];

// Rules judge what will be sent: the username as normalised, the password untouched.
const rules: Partial<Record<keyof LoginValues, FieldRule<LoginValues>>> = {
  username: (value) => loginUsername(normaliseText(value)),
  password: requiredPassword(),
};

const initialValues: LoginValues = { username: '', password: '', remember: false };

const isLoginField = (field: string): field is LoginField =>
  (fields as readonly string[]).includes(field);

/** The banner of a state: none, or what went wrong beyond the fields (their errors sit under them). */
function bannerOf(state: FormState<unknown>, t: Translate): string | undefined {
  switch (state.status) {
    case 'idle':
    case 'processing':
    case 'success':
      return undefined;
    case 'error': {
      const { failure } = state;
      if (failure.kind === 'api') {
        const entries = Object.entries(failure.error.errors);
        const stray = entries.filter(([field]) => !isLoginField(field)).flatMap(([, m]) => m);
        if (stray.length > 0) return stray.join(' ');
        if (entries.length > 0) return undefined;
      }
      return formFailureMessage(failure, t);
    }
    default:
      return state satisfies never;
  }
}

/** The login form's logic: values, rules, the request, and the props its fields spread. */
export function useLoginForm({ onSuccess }: UseLoginFormOptions) {
  const t = useTranslate();
  const login = useLogin();
  const idPrefix = `${useId()}login-`;

  const submit = useCallback(
    (values: LoginValues) =>
      login({
        username: normaliseText(values.username),
        password: values.password,
        remember: values.remember,
      }),
    [login],
  );
  const form = useFormController<LoginValues, unknown>({
    initialValues,
    rules,
    submit,
    onSuccess: () => onSuccess?.(),
  });
  const { values, setValue, errorOf, markVisited, serverErrors, state } = form;

  const textField = (name: LoginField) => ({
    id: `${idPrefix}${name}`,
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => markVisited(name),
    error: errorOf(name),
  });

  const summary: SummaryItem[] = useMemo(
    () => form.summary.filter((item) => isLoginField(item.field)),
    [form.summary],
  );
  const passwordError = errorOf('password');

  return {
    headingId: `${idPrefix}heading`,
    idPrefix,
    state,
    succeeded: state.status === 'success',
    submitting: state.status === 'processing',
    onSubmit: form.handleSubmit,
    summary,
    summaryRef: form.summaryRef,
    banner: bannerOf(state, t),
    username: textField('username'),
    password: {
      ...textField('password'),
      // Spec section 5: a username error from the server (wrong credentials) concerns both fields.
      invalid: passwordError === undefined && serverErrors.username !== undefined,
    },
    remember: {
      id: `${idPrefix}remember`,
      name: 'remember',
      checked: values.remember,
      onChange: (checked: boolean) => setValue('remember', checked),
    },
  };
}
