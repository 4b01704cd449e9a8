import { errorText, useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { authLogin } from '../../i18n/vi-VN/authLogin';

/** 'Chưa đăng xuất được' and why, while the player is still signed in after a logout that failed. */
export function LogoutFailure({ error }: { error: unknown }) {
  const t = useTranslate(authLogin);
  return (
    <Alert tone="error" live="assertive" title={t('auth.login.logoutFailed')}>
      {errorText(error, t)}
    </Alert>
  );
}
