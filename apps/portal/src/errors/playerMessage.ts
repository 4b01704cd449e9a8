import { errorText, isApiError, type Translate } from '@portal/widgets';

/**
 * What the boundary tells the player: an API error's text through `errorText` (overrides and the pseudo locale
 * included), otherwise `generic`, the portal's retry notice. A programming error's English text is for the console only.
 */
export function playerMessage(error: unknown, t: Translate, generic: string): string {
  if (isApiError(error)) return errorText(error, t);
  return generic;
}
