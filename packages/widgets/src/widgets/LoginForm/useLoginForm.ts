import { useCallback, useId } from 'react';
import type { User } from '../../api';
import { useLogin, useSessionSuspended, useUser } from '../../provider';
import { loginUsername, normaliseText, requiredPassword } from '../../validation';
import { useFormController, type FieldRule } from '../shared';
import { authLogin } from '../../i18n/vi-VN/authLogin';
import { useLogoutAction } from './useLogoutAction';

/** What the login form holds; the password is sent exactly as typed. */
export type LoginValues = { username: string; password: string; remember: boolean };

/** Options of {@link useLoginForm}. */
export interface UseLoginFormOptions {
  /** Called with the reloaded user once the player is logged in (the host may redirect). */
  onSuccess?: ((user: User) => void) | undefined;
  /** Called once 'Đăng xuất' has ended the session (the form starts over). */
  onLoggedOut?: () => void;
}

// Rules judge what will be sent: the username as normalised, the password untouched.
const rules: Partial<Record<keyof LoginValues, FieldRule<LoginValues>>> = {
  username: (value) => loginUsername(normaliseText(value)),
  password: requiredPassword(),
};

const initialValues: LoginValues = { username: '', password: '', remember: false };

/** What the login widget shows: the form, the success after a login, or who is already signed in. */
export type LoginView =
  { status: 'form' } | { status: 'succeeded' } | { status: 'signedIn'; user: User };

/** The login form's logic: values, rules, the request, and the props its fields spread. */
export function useLoginForm({ onSuccess, onLoggedOut }: UseLoginFormOptions) {
  const login = useLogin();
  const logout = useLogoutAction(onLoggedOut);
  const who = useUser();
  // A session suspended under a page: the player on screen logs in again, so the form shows.
  const suspended = useSessionSuspended();
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
  const form = useFormController<LoginValues, User>({
    idPrefix,
    initialValues,
    rules,
    submit,
    onSucceeded: (user) => onSuccess?.(user),
    // the errors of the username and password sit under them: the summary keeps its own title
    failureMessageWithFieldErrors: false,
    processingText: 'auth.login.submitting',
    texts: [authLogin],
  });
  const passwordError = form.errorOf('password');
  const view: LoginView =
    form.status === 'succeeded'
      ? { status: 'succeeded' }
      : who.status === 'signedIn' && !suspended
        ? { status: 'signedIn', user: who.user }
        : { status: 'form' };

  return {
    headingId: `${idPrefix}heading`,
    form,
    view,
    logout,
    username: form.textField('username'),
    password: {
      ...form.textField('password'),
      // A username error from the server (wrong credentials) concerns both fields.
      invalid: passwordError === undefined && form.serverErrors.username !== undefined,
    },
    remember: form.checkbox('remember'),
  };
}
