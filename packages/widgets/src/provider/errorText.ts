import { isApiError } from '../api';
import type { Translate } from '../i18n';
import { CaptchaUnavailableError } from './captcha/CaptchaProvider';

/**
 * The one way to turn a failure into words for a player: an `ApiError`'s own server text when it kept one, else its
 * catalogue text; the captcha notice; anything else the generic notice (a programming error's text is not for players).
 */
export function errorText(error: unknown, t: Translate): string {
  if (isApiError(error)) return error.serverMessage ?? t(error.messageKey);
  if (error instanceof CaptchaUnavailableError) return t('form.captchaUnavailable');
  return t('common.error.unexpected');
}
