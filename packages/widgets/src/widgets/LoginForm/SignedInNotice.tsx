import type { ReactNode } from 'react';
import type { User } from '../../api';
import { useTranslate } from '../../provider';
import { Alert, Button } from '../../ui';
import type { LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './LoginForm.module.css';
import { authLogin } from '../../i18n/vi-VN/authLogin';
import { LogoutFailure } from './LogoutFailure';
import { LogoutButton } from './LogoutButton';
import type { LogoutAction } from './useLogoutAction';

/** Props of {@link SignedInNotice}. */
export interface SignedInNoticeProps {
  /** Who is signed in; absent right after a login (the success text says it). */
  user?: User;
  renderLink: LinkRenderer;
  continuePath: string;
  onContinue: (() => void) | undefined;
  /** 'Đăng xuất': its click, whether it is under way, and why it failed. */
  logout: LogoutAction;
}

/** Instead of the form: who is signed in (or that the login worked), a way on, and 'Đăng xuất'. */
export function SignedInNotice({
  user,
  renderLink,
  continuePath,
  onContinue,
  logout,
}: SignedInNoticeProps) {
  const t = useTranslate(authLogin);
  const text: ReactNode = user
    ? t('auth.login.signedInAs', { username: user.username })
    : t('auth.login.success');
  return (
    <div className={layout.form}>
      <Alert tone="success">{text}</Alert>
      {logout.error !== undefined && <LogoutFailure error={logout.error} />}
      <div className={styles.actions}>
        {onContinue ? (
          <Button onClick={onContinue}>{t('auth.login.continue')}</Button>
        ) : (
          renderLink({
            to: continuePath,
            className: layout.link,
            children: t('auth.login.continue'),
          })
        )}
        <LogoutButton logout={logout} loadingText={t('common.processing')}>
          {t('auth.login.logout')}
        </LogoutButton>
      </div>
    </div>
  );
}
