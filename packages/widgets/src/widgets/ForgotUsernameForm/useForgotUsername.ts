import type { Message, PortalClient } from '../../api';
import { email, normaliseText } from '../../validation';
import { useNeutralRecoveryRequest } from '../shared';

const rule = (value: string) => email(normaliseText(value));

const send = (client: PortalClient, address: string, gReCaptchaToken: string): Promise<Message> =>
  client.recoverUsername({ email: address, gReCaptchaToken });

/** Options of {@link useForgotUsername}. */
export interface UseForgotUsernameOptions {
  defaultEmail: string;
  onSent: (() => void) | undefined;
}

/**
 * The forgot-username form: a valid e-mail, a captcha token taken at submit time, then the same
 * neutral confirmation whether or not an account uses that e-mail.
 */
export function useForgotUsername({ defaultEmail, onSent }: UseForgotUsernameOptions) {
  const { form, sent, field } = useNeutralRecoveryRequest({
    widget: 'ForgotUsernameForm',
    name: 'email',
    defaultValue: defaultEmail,
    rule,
    captchaAction: 'recoverUsernameFormSubmit',
    send,
    onSent,
  });
  return { form, sent, email: field };
}
