import { useTranslate } from '../../provider';
import { FormShell, RecoveryUsernameField, renderAnchor, type LinkRenderer } from '../shared';
import { useForgotPasswordForm } from './useForgotPasswordForm';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { portalForgotUsernamePath, portalLoginPath } from '../shared/portalPaths';

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
  forgotUsernamePath = portalForgotUsernamePath,
  supportPath = '/support',
  loginPath = portalLoginPath,
  defaultUsername = '',
  onSent,
}: ForgotPasswordFormProps) {
  const t = useTranslate(authRecovery);
  const { form, username } = useForgotPasswordForm({ defaultUsername, onSent });
  return (
    <FormShell
      title={t('auth.recovery.forgotPassword.title')}
      intro={t('auth.recovery.forgotPassword.intro')}
      form={form}
      submitLabel={t('auth.recovery.forgotPassword.submit')}
      success={{
        title: t('auth.recovery.forgotPassword.sentTitle'),
        body: t('auth.recovery.forgotPassword.sentBody'),
      }}
      links={[
        renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') }),
        renderLink({ to: forgotUsernamePath, children: t('auth.recovery.link.forgotUsername') }),
        renderLink({ to: supportPath, children: t('auth.recovery.link.support') }),
      ]}
    >
      <RecoveryUsernameField {...username} />
    </FormShell>
  );
}
