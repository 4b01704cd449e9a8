import { useCallback, useEffect, useId, useRef } from 'react';
import type { Message } from '../../api';
import type { Translate } from '../../i18n';
import { usePortalClient, useTranslate } from '../../provider';
import { newPassword, passwordConfirmation } from '../../validation';
import { formFailureMessage, useFormController, type FieldRule, type FormState } from '../shared';
import { isRejectedToken, useTokenCheck, type TokenCheck } from './useTokenCheck';

type Values = { password: string; passwordConfirm: string };
type Field = keyof Values;

const strongPassword = newPassword('strong');

// spec section 5, reset by token; passwords are checked and sent exactly as typed
const rules: Record<Field, FieldRule<Values>> = {
  password: (value) => strongPassword(value),
  passwordConfirm: (value, values) => passwordConfirmation(values.password)(value),
};

/** What the reset page shows. */
export type ResetPasswordView =
  | { status: 'verifying' }
  | { status: 'invalid' }
  | { status: 'checkFailed'; message: string }
  | { status: 'form' }
  | { status: 'succeeded' };

function viewOf(
  state: FormState<Message>,
  tokenCheck: TokenCheck,
  t: Translate,
): ResetPasswordView {
  if (state.status === 'succeeded') return { status: 'succeeded' };
  // the token can expire (or be spent in another tab) between the check and the submit
  if (state.status === 'failed' && state.failure.kind === 'api') {
    if (isRejectedToken(state.failure.error)) return { status: 'invalid' };
  }
  switch (tokenCheck.status) {
    case 'checking':
      return { status: 'verifying' };
    case 'invalid':
      return { status: 'invalid' };
    case 'failed':
      return {
        status: 'checkFailed',
        message: formFailureMessage({ kind: 'api', error: tokenCheck.error }, t),
      };
    case 'valid':
      return { status: 'form' };
    default:
      return tokenCheck satisfies never;
  }
}

/**
 * The reset by e-mailed link: checks the token on load, then takes a strong new password. A token
 * the server rejects, on load or at submit, shows the invalid-link notice; a failed check can be
 * tried again.
 */
export function useResetPassword(token: string, onReset: (() => void) | undefined) {
  const t = useTranslate();
  const client = usePortalClient('ResetPasswordForm');
  const idPrefix = `${useId()}-`;
  const { tokenCheck, retry } = useTokenCheck(client, token);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const submit = useCallback(
    ({ password, passwordConfirm }: Values): Promise<Message> =>
      client.resetPassword({ password, passwordConfirm, token }),
    [client, token],
  );
  const form = useFormController<Values, Message>({
    idPrefix,
    initialValues: { password: '', passwordConfirm: '' },
    rules,
    submit,
    onSuccess: onReset,
  });
  const view = viewOf(form.submission, tokenCheck, t);

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
      acted.current = true;
      retry();
    },
    fields: {
      password: form.textField('password'),
      passwordConfirm: form.textField('passwordConfirm'),
    },
  };
}
