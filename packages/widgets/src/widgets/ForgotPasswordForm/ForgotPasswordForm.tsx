import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert, Button, TextField } from '../../ui';
import { ErrorSummary, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import { useForgotPassword } from './useForgotPassword';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  forgotUsernamePath?: string;
  supportPath?: string;
  loginPath?: string;
  /** Fills the username, e.g. with what the player typed on the login page. */
  defaultUsername?: string;
  /** Called once the request went through (the page shows the neutral confirmation). */
  onSent?: () => void;
}

/** /recovery/forgot-password: sends a reset link to the account's e-mail, never telling who has one. */
export function ForgotPasswordForm({
  renderLink = renderAnchor,
  forgotUsernamePath = '/recovery/forgot-username',
  supportPath = '/support',
  loginPath = '/login',
  defaultUsername = '',
  onSent,
}: ForgotPasswordFormProps) {
  const t = useTranslate();
  const titleId = useId();
  const { sentRef, summaryRef, ...form } = useForgotPassword({ defaultUsername, onSent });
  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={layout.title}>
        {t('auth.recovery.forgotPassword.title')}
      </h1>
      {form.sent ? (
        <Alert
          ref={sentRef}
          tabIndex={-1}
          tone="success"
          title={t('auth.recovery.forgotPassword.sentTitle')}
          action={renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })}
        >
          {t('auth.recovery.forgotPassword.sentBody')}
        </Alert>
      ) : (
        <form className={layout.form} noValidate onSubmit={form.onSubmit}>
          <p className={layout.intro}>{t('auth.recovery.forgotPassword.intro')}</p>
          <ErrorSummary
            ref={summaryRef}
            items={form.summary}
            banner={form.banner}
            idPrefix={form.idPrefix}
          />
          <TextField
            {...form.username}
            label={t('auth.recovery.field.username')}
            helperText={t('auth.recovery.field.usernameHelper')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Button
            type="submit"
            fullWidth
            aria-disabled={!form.canSubmit}
            loading={form.processing}
            loadingText={t('common.processing')}
          >
            {t('auth.recovery.forgotPassword.submit')}
          </Button>
        </form>
      )}
      <ul className={layout.links}>
        <li>
          {renderLink({ to: forgotUsernamePath, children: t('auth.recovery.link.forgotUsername') })}
        </li>
        <li>{renderLink({ to: supportPath, children: t('auth.recovery.link.support') })}</li>
      </ul>
    </section>
  );
}
