import type { Translate } from '../../i18n';
import { CaptchaUnavailableError, errorText } from '../../provider';
import type { FormFailure } from './useFormController';

/** The banner text of a failed submit, through `errorText`: the captcha notice or the API error's text. */
export function formFailureMessage(failure: FormFailure, t: Translate): string {
  return errorText(failure.kind === 'captcha' ? new CaptchaUnavailableError() : failure.error, t);
}
