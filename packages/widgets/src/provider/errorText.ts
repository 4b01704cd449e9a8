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

/**
 * The words of a failure shown beside a button alone, with no field to hold a 422's field messages: the first of
 * them (the server's, as the forms show them at their fields), else {@link errorText}'s.
 */
export function buttonErrorText(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const [first] = Object.values(error.errors).flat();
    if (first) return first;
  }
  return errorText(error, t);
}
