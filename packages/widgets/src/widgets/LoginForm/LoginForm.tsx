import { clsx } from 'clsx';
import type { User } from '../../api';
import { useTranslate } from '../../provider';
import { Alert, Button, Checkbox, TextField } from '../../ui';
import { ErrorSummary, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './LoginForm.module.css';
import { useLoginForm } from './useLoginForm';

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
}

/** The login form of spec section 2: username, password and 'Ghi nhớ đăng nhập', with links to recovery and registration. */
export function LoginForm({
  onSuccess,
  renderLink = renderAnchor,
  recoveryPath = '/recovery',
  registerPath = '/register',
}: LoginFormProps) {
  const t = useTranslate();
  const { headingId, form, succeeded, username, password, remember } = useLoginForm({ onSuccess });

  return (
    <div className={clsx(layout.root, layout.reset, layout.card)}>
      <h1 id={headingId} className={layout.title}>
        {t('auth.login.title')}
      </h1>
      {succeeded ? (
        <Alert tone="success">{t('auth.login.success')}</Alert>
      ) : (
        <form className={layout.form} aria-labelledby={headingId} {...form.formProps}>
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
      <p className={layout.footer}>
        {t('auth.login.noAccount')}{' '}
        {renderLink({
          to: registerPath,
          className: layout.link,
          children: t('auth.login.register'),
        })}
      </p>
    </div>
  );
}
