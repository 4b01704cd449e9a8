import { useCallback, type KeyboardEvent } from 'react';
import { useSendResetEmail } from '../../provider';
import { loginUsername, normaliseText } from '../../validation';
import { useNeutralRecoveryRequest } from '../shared';

const rule = (value: string) => loginUsername(normaliseText(value));

/** Options of {@link useForgotPasswordForm}. */
export interface UseForgotPasswordFormOptions {
  defaultUsername: string;
  onSent: (() => void) | undefined;
}

/**
 * The forgot-password form: a username of at least 4 characters, a captcha token taken at submit
 * time, then the same neutral confirmation whether or not the account exists.
 */
export function useForgotPasswordForm({ defaultUsername, onSent }: UseForgotPasswordFormOptions) {
  const sendResetEmail = useSendResetEmail();
  const send = useCallback(
    (username: string, gReCaptchaToken: string) => sendResetEmail({ username, gReCaptchaToken }),
    [sendResetEmail],
  );
  const { form, field } = useNeutralRecoveryRequest({
    caller: 'ForgotPasswordForm',
    name: 'username',
    defaultValue: defaultUsername,
    rule,
    captchaAction: 'forgotPasswordFormSubmit',
    send,
    onSent,
    dimSubmitUntilValid: true,
  });
  return {
    form,
    username: {
      ...field,
      // Enter with a short username is a submit attempt: the dimmed button ignores it, so say why
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && !form.isValid) void form.handleSubmit();
      },
    },
  };
}
