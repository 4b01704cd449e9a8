import type { Translate } from '../../i18n';
import type { FormFailure } from './useFormController';

/**
 * The banner text of a failed submit: the captcha notice, the client's own translated message for
 * timeouts, network and decode failures, or the server's message.
 */
export function formFailureMessage(failure: FormFailure, t: Translate): string {
  if (failure.kind === 'captcha') return t('form.captchaUnavailable');
  const { error } = failure;
  return error.messageKey ? t(error.messageKey) : error.message;
}
