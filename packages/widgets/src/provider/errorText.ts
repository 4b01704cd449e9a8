import { isApiError } from '../api';
import type { CoreKey, Translate } from '../i18n';
import { CaptchaUnavailableError } from './captcha/CaptchaProvider';

/**
 * The one way to turn a failure into words for a player: an `ApiError`'s own server text when it kept one, else its
 * catalogue text; the captcha notice; anything else the generic notice (a programming error's text is not for players).
 */
export function errorText(error: unknown, t: Translate): string {
  // An ApiError's key is the core's (api.*), or, for a write whose outcome is unknown, one of the area of the widget
  // that made it, whose own t is the one passed here.
  if (isApiError(error)) return error.serverMessage ?? t(error.messageKey as CoreKey);
  if (error instanceof CaptchaUnavailableError) return t('form.captchaUnavailable');
  return t('common.error.unexpected');
}
