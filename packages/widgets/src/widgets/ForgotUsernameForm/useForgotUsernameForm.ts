import { useCallback } from 'react';
import { useRecoverUsername } from '../../provider';
import { email, normaliseText } from '../../validation';
import { useNeutralRecoveryRequest } from '../shared';

const rule = (value: string) => email(normaliseText(value));

/** Options of {@link useForgotUsernameForm}. */
export interface UseForgotUsernameFormOptions {
  defaultEmail: string;
  onSent: (() => void) | undefined;
}

/**
 * The forgot-username form: a valid e-mail, a captcha token taken at submit time, then the same
 * neutral confirmation whether or not an account uses that e-mail.
 */
export function useForgotUsernameForm({ defaultEmail, onSent }: UseForgotUsernameFormOptions) {
  const recoverUsername = useRecoverUsername();
  const send = useCallback(
    (address: string, gReCaptchaToken: string) =>
      recoverUsername({ email: address, gReCaptchaToken }),
    [recoverUsername],
  );
  const { form, field } = useNeutralRecoveryRequest({
    caller: 'ForgotUsernameForm',
    name: 'email',
    defaultValue: defaultEmail,
    rule,
    captchaAction: 'recoverUsernameFormSubmit',
    send,
    onSent,
  });
  return { form, email: field };
}
