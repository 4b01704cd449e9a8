import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert, Button, Spinner } from '../../ui';
import { ErrorSummary, NewPasswordFields, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './ResetPasswordForm.module.css';
import { useResetPassword } from './useResetPassword';

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
  forgotPasswordPath = '/recovery/forgot-password',
  loginPath = '/login',
  onReset,
}: ResetPasswordFormProps) {
  const t = useTranslate();
  const titleId = useId();
  const { noticeRef, headingRef, summaryRef, ...reset } = useResetPassword(token, onReset);
  const { view } = reset;

  function content() {
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
      case 'checkFailed':
        return (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            tone="error"
            live="assertive"
            title={t('auth.recovery.reset.checkFailed')}
            action={
              <Button variant="secondary" onClick={reset.retry}>
                {t('common.retry')}
              </Button>
            }
          >
            {view.message}
          </Alert>
        );
      case 'form':
        return (
          <form className={layout.form} noValidate onSubmit={reset.onSubmit}>
            <p className={layout.intro}>{t('auth.recovery.reset.intro')}</p>
            <ErrorSummary
              ref={summaryRef}
              items={reset.summary}
              banner={view.banner}
              idPrefix={reset.idPrefix}
            />
            <NewPasswordFields
              password={reset.fields.password}
              confirmation={reset.fields.passwordConfirm}
            />
            <Button
              type="submit"
              fullWidth
              loading={view.processing}
              loadingText={t('common.processing')}
            >
              {t('auth.recovery.reset.submit')}
            </Button>
          </form>
        );
      case 'success':
        return (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            tone="success"
            title={t('auth.recovery.done.title')}
            action={renderLink({ to: loginPath, children: t('auth.recovery.link.login') })}
          >
            {t('auth.recovery.done.body')}
          </Alert>
        );
      default:
        return view satisfies never;
    }
  }

  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className={clsx(layout.title, styles.title)}>
        {t('auth.recovery.reset.title')}
      </h1>
      {content()}
    </section>
  );
}
