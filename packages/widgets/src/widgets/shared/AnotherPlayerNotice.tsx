import { useSignedInElsewhere, useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { session } from '../../i18n/vi-VN/session';

/**
 * Says that another player signed in in this browser (another tab, or another site's element sharing the API's
 * cookie) and that the page started afresh for them: what the previous player chose was dropped, nothing was sent.
 * Nothing otherwise. The money widgets put it above their form.
 */
export function AnotherPlayerNotice() {
  const t = useTranslate(session);
  const elsewhere = useSignedInElsewhere();
  if (!elsewhere) return null;
  return (
    <Alert tone="warning" live="assertive">
      {t('auth.anotherPlayer')}
    </Alert>
  );
}
