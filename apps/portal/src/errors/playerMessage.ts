import { errorText, isApiError, type Translate } from '@portal/widgets';

/**
 * What the boundary tells the player: an API error's text through `errorText` (overrides and the pseudo locale
 * included), otherwise the generic retry notice. A programming error's English text is for the console only.
 */
export function playerMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) return errorText(error, t);
  return t('app.error.generic');
}
