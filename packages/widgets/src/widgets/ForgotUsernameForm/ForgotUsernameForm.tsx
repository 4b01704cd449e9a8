import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert, Button, TextField } from '../../ui';
import { ErrorSummary, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import { useForgotUsername } from './useForgotUsername';

/** Props of {@link ForgotUsernameForm}. */
export interface ForgotUsernameFormProps {
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  loginPath?: string;
  supportPath?: string;
  defaultEmail?: string;
  /** Called once the request went through (the page shows the neutral confirmation). */
  onSent?: () => void;
}

/** /recovery/forgot-username: e-mails the usernames of an address, never telling whether it has any. */
export function ForgotUsernameForm({
  renderLink = renderAnchor,
  loginPath = '/login',
  supportPath = '/support',
  defaultEmail = '',
  onSent,
}: ForgotUsernameFormProps) {
  const t = useTranslate();
  const titleId = useId();
  const { sentRef, summaryRef, ...form } = useForgotUsername({ defaultEmail, onSent });
  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={layout.title}>
        {t('auth.recovery.forgotUsername.title')}
      </h1>
      {form.sent ? (
        <Alert
          ref={sentRef}
          tabIndex={-1}
          tone="success"
          title={t('auth.recovery.forgotUsername.sentTitle')}
        >
          {t('auth.recovery.forgotUsername.sentBody')}
        </Alert>
      ) : (
        <form className={layout.form} noValidate onSubmit={form.onSubmit}>
          <p className={layout.intro}>{t('auth.recovery.forgotUsername.intro')}</p>
          <ErrorSummary
            ref={summaryRef}
            items={form.summary}
            banner={form.banner}
            idPrefix={form.idPrefix}
          />
          <TextField
            {...form.email}
            type="email"
            label={t('auth.recovery.field.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Button
            type="submit"
            fullWidth
            loading={form.processing}
            loadingText={t('common.processing')}
          >
            {t('auth.recovery.forgotUsername.submit')}
          </Button>
        </form>
      )}
      <ul className={layout.links}>
        <li>{renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })}</li>
        <li>{renderLink({ to: supportPath, children: t('auth.recovery.link.support') })}</li>
      </ul>
    </section>
  );
}
