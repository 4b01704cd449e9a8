import { clsx } from 'clsx';
import { useState } from 'react';
import type { User } from '../../api';
import { useTranslate } from '../../provider';
import { Button, Checkbox, TextField } from '../../ui';
import { limits } from '../../validation';
import { ErrorSummary, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './LoginForm.module.css';
import { SignedInNotice } from './SignedInNotice';
import { useLoginForm } from './useLoginForm';
import { authLogin } from '../../i18n/vi-VN/authLogin';
import { portalRecoveryPath, portalRegisterPath } from '../shared/portalPaths';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the signed-in user (reloaded from `/api/me`) once the login succeeded. */
  onSuccess?: (user: User) => void;
  /** Renders the links the host's way (a router link); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Where 'Quên mật khẩu?' leads. */
  recoveryPath?: string;
  /** Where the registration link leads. */
  registerPath?: string;
  /** Where 'Tiếp tục' leads a signed-in visitor; `/` by default. */
  continuePath?: string;
  /** Called by 'Tiếp tục' instead of following `continuePath`, e.g. to close a dialog. */
  onContinue?: () => void;
}

/**
 * The login form: username, password and 'Ghi nhớ đăng nhập', with links to recovery and
 * registration. A visitor already signed in sees who they are, 'Tiếp tục' and 'Đăng xuất' instead.
 */
export function LoginForm(props: LoginFormProps) {
  // A logout starts the form over: nothing typed before stays in it.
  const [generation, setGeneration] = useState(0);
  return (
    <LoginFormBody
      key={generation}
      {...props}
      onLoggedOut={() => setGeneration((current) => current + 1)}
    />
  );
}

function LoginFormBody({
  onSuccess,
  renderLink = renderAnchor,
  recoveryPath = portalRecoveryPath,
  registerPath = portalRegisterPath,
  continuePath = '/',
  onContinue,
  onLoggedOut,
}: LoginFormProps & { onLoggedOut: () => void }) {
  const t = useTranslate(authLogin);
  const { headingId, form, view, logout, username, password, remember } = useLoginForm({
    onSuccess,
    onLoggedOut,
  });

  return (
    <div className={clsx(layout.root, layout.reset, layout.card)} part="card">
      <h1 id={headingId} className={layout.title} part="heading">
        {t('auth.login.title')}
      </h1>
      {view.status !== 'form' ? (
        <SignedInNotice
          {...(view.status === 'signedIn' ? { user: view.user } : {})}
          renderLink={renderLink}
          continuePath={continuePath}
          onContinue={onContinue}
          logout={logout}
        />
      ) : (
        <form className={layout.form} part="form" aria-labelledby={headingId} {...form.formProps}>
          <ErrorSummary {...form.summaryProps} />
          <TextField
            {...username}
            label={t('auth.login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <TextField
            {...password}
            type="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            maxLength={limits.password.max}
            required
          />
          <div className={styles.options}>
            <Checkbox {...remember} label={t('auth.login.remember')} />
            {renderLink({
              to: recoveryPath,
              className: layout.link,
              children: t('auth.login.forgotPassword'),
            })}
          </div>
          <Button {...form.submitProps} fullWidth>
            {form.waitingText ?? t('auth.login.submit')}
          </Button>
        </form>
      )}
      {view.status === 'form' && (
        <p className={layout.footer}>
          {t('auth.login.noAccount')}{' '}
          {renderLink({
            to: registerPath,
            className: layout.link,
            children: t('auth.login.register'),
          })}
        </p>
      )}
    </div>
  );
}
