import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { FormShell, renderAnchor, type LinkRenderer } from '../shared';
import { useForgotUsernameForm } from './useForgotUsernameForm';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { portalLoginPath } from '../shared/portalPaths';

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
  loginPath = portalLoginPath,
  supportPath = '/support',
  defaultEmail = '',
  onSent,
}: ForgotUsernameFormProps) {
  const t = useTranslate(authRecovery);
  const { form, email } = useForgotUsernameForm({ defaultEmail, onSent });
  return (
    <FormShell
      title={t('auth.recovery.forgotUsername.title')}
      intro={t('auth.recovery.forgotUsername.intro')}
      form={form}
      submitLabel={t('auth.recovery.forgotUsername.submit')}
      success={{
        title: t('auth.recovery.forgotUsername.sentTitle'),
        body: t('auth.recovery.forgotUsername.sentBody'),
      }}
      links={[
        renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') }),
        renderLink({ to: supportPath, children: t('auth.recovery.link.support') }),
      ]}
    >
      <TextField
        {...email}
        type="email"
        label={t('auth.recovery.field.email')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
    </FormShell>
  );
}
