import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError, isApiError, isOutcomeUnknown, type Message } from '../../api';
import {
  useReportError,
  useResetPasswordWithToken,
  useResetTokenCheck,
  useResetTokenRecheck,
  type QueryResult,
} from '../../provider';
import { newPassword, passwordConfirmation } from '../../validation';
import { useFormController, type FieldRule, type FormState } from '../shared';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';

type Values = { password: string; passwordConfirm: string };
type Field = keyof Values;

const strongPassword = newPassword('strong');

// spec section 5, reset by token; passwords are checked and sent exactly as typed
const rules: Record<Field, FieldRule<Values>> = {
  password: (value) => strongPassword(value),
  passwordConfirm: (value, values) => passwordConfirmation(values.password)(value),
};

/** The server does not know the token, or it is used or expired (404, `reset_token_invalid`). */
function isRejectedToken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (error.statusCode === 404 || error.errorCode === 'reset_token_invalid')
  );
}

/** The reset may have been done though its answer was lost, and the link still works: send again. */
const resetUnknown = new ApiError({
  kind: 'outcomeUnknown',
  statusCode: 0,
  message: 'useResetPasswordForm: the reset got no answer and its token is still valid.',
  messageKey: 'auth.recovery.reset.outcomeUnknown',
});

/** What the reset page shows. */
export type ResetPasswordView =
  | { status: 'verifying' }
  | { status: 'invalid' }
  | { status: 'maybeChanged' }
  | { status: 'checkFailed'; error: unknown; retry: () => void }
  | { status: 'form' }
  | { status: 'succeeded' };

function viewOf(
  state: FormState<Message>,
  tokenCheck: QueryResult<Message>,
  maybeChanged: boolean,
): ResetPasswordView {
  if (state.status === 'succeeded') return { status: 'succeeded' };
  if (maybeChanged) return { status: 'maybeChanged' };
  // the token can expire (or be spent in another tab) between the check and the submit
  if (state.status === 'failed' && state.failure.kind === 'api') {
    if (isRejectedToken(state.failure.error)) return { status: 'invalid' };
  }
  switch (tokenCheck.status) {
    case 'loading':
      return { status: 'verifying' };
    case 'failed':
      return isRejectedToken(tokenCheck.error)
        ? { status: 'invalid' }
        : { status: 'checkFailed', error: tokenCheck.error, retry: tokenCheck.retry };
    case 'ready':
      return { status: 'form' };
    default:
      return tokenCheck satisfies never;
  }
}

/**
 * The reset by e-mailed link: checks the token on load, then takes a strong new password. A token
 * the server rejects, on load or at submit, shows the invalid-link notice; a failed check can be
 * tried again. A reset whose answer was lost checks the token again: spent, the password may
 * already be changed (with a way to log in); still valid, the player may send again.
 */
export function useResetPasswordForm(token: string, onReset: (() => void) | undefined) {
  const resetPassword = useResetPasswordWithToken();
  const idPrefix = `${useId()}-`;
  const tokenCheck = useResetTokenCheck(token);
  const recheck = useResetTokenRecheck(token);
  // a reset whose answer was lost, after which the token was found spent
  const [maybeChanged, setMaybeChanged] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reportError = useReportError('ResetPasswordForm');
  const submit = useCallback(
    async ({ password, passwordConfirm }: Values): Promise<Message> => {
      try {
        return await resetPassword({ password, passwordConfirm, token });
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        // A spent token says the reset went through (or another did); a valid one, that it can be sent again.
        reportError(error, 'reconcile');
        const spent = await recheck().then(
          () => false,
          (checkError: unknown) => (isRejectedToken(checkError) ? true : null),
        );
        if (spent === true) setMaybeChanged(true);
        throw spent === false ? resetUnknown : error;
      }
    },
    [resetPassword, recheck, token, reportError],
  );
  const form = useFormController<Values, Message>({
    idPrefix,
    initialValues: { password: '', passwordConfirm: '' },
    rules,
    submit,
    onSucceeded: onReset,
    texts: [authRecovery],
  });
  const view = viewOf(form.submission, tokenCheck, maybeChanged);

  // After the player acted (a submit, a retry) the content they acted on is gone: focus goes to
  // what replaced it (the shell focuses the success notice). On first load it stays where the
  // browser put it.
  const acted = useRef(false);
  const previous = useRef(view.status);
  useEffect(() => {
    const from = previous.current;
    previous.current = view.status;
    if (from === view.status || view.status === 'verifying') return;
    if (view.status === 'succeeded') return;
    if (from === 'form' || acted.current) (noticeRef.current ?? headingRef.current)?.focus();
    acted.current = false;
  }, [view.status]);

  return {
    view,
    form,
    noticeRef,
    headingRef,
    retry: () => {
      if (view.status !== 'checkFailed') return;
      acted.current = true;
      view.retry();
    },
    fields: {
      password: form.textField('password'),
      passwordConfirm: form.textField('passwordConfirm'),
    },
  };
}
