import { useTranslate } from '../../provider';
import { Alert, Spinner } from '../../ui';
import {
  FormShell,
  passwordChangedNotice,
  LoadFailure,
  NewPasswordFields,
  renderAnchor,
  type LinkRenderer,
} from '../shared';
import styles from './ResetPasswordForm.module.css';
import { useResetPasswordForm } from './useResetPasswordForm';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { portalForgotPasswordPath, portalLoginPath } from '../shared/portalPaths';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (/recovery/forgot-password/:token); the host redirects when there is none. */
  token: string;
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Where to ask for a new link when this one is invalid or expired. */
  forgotPasswordPath?: string;
  loginPath?: string;
  /** Called once the password was reset. */
  onReset?: () => void;
}

/** /recovery/forgot-password/:token: checks the e-mailed link, then sets a new password. */
export function ResetPasswordForm({
  token,
  renderLink = renderAnchor,
  forgotPasswordPath = portalForgotPasswordPath,
  loginPath = portalLoginPath,
  onReset,
}: ResetPasswordFormProps) {
  const t = useTranslate(authRecovery);
  const { view, form, noticeRef, headingRef, retry, fields } = useResetPasswordForm(token, onReset);

  /** What stands in place of the form while the link is checked, or when it cannot be used. */
  function replacement() {
    switch (view.status) {
      case 'verifying':
        return (
          <p className={styles.verifying} role="status">
            <Spinner size="small" decorative />
            {t('auth.recovery.reset.verifying')}
          </p>
        );
      case 'invalid':
        return (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            tone="error"
            live="assertive"
            title={t('auth.recovery.reset.invalid')}
            action={renderLink({
              to: forgotPasswordPath,
              children: t('auth.recovery.link.requestNew'),
            })}
          />
        );
      case 'maybeChanged':
        return (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            tone="warning"
            live="assertive"
            title={t('auth.recovery.reset.maybeChangedTitle')}
            action={renderLink({ to: loginPath, children: t('auth.recovery.link.login') })}
          >
            {t('auth.recovery.reset.maybeChangedBody')}
          </Alert>
        );
      case 'checkFailed':
        return (
          <LoadFailure
            ref={noticeRef}
            title={t('auth.recovery.reset.checkFailed')}
            error={view.error}
            onRetry={retry}
          />
        );
      case 'form':
      case 'succeeded':
        return undefined;
      default:
        return view satisfies never;
    }
  }

  return (
    <FormShell
      title={t('auth.recovery.reset.title')}
      headingRef={headingRef}
      intro={t('auth.recovery.reset.intro')}
      form={form}
      submitLabel={t('auth.recovery.reset.submit')}
      success={passwordChangedNotice(t, renderLink, loginPath)}
      replacement={replacement()}
      links={[renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })]}
    >
      <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirm} />
    </FormShell>
  );
}
