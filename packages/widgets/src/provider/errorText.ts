import { isApiError } from '../api';
import type { Translate } from '../i18n';

/** The words a player reads for an error. */
export function errorText(error: unknown, t: Translate): string {
  if (isApiError(error)) return error.messageKey ? t(error.messageKey) : error.message;
  return t('app.error.generic' as never);
}
