import { useSessionRenewalHost, useTranslate } from '../../provider';
import { Modal } from '../../ui';
import { LoginForm } from '../LoginForm';
import type { LinkRenderer } from '../shared';
import { registerMessages } from '../../i18n';
import { authLogin } from '../../i18n/vi-VN/authLogin';
registerMessages(authLogin);

/** Props of {@link SessionRenewalDialog}. */
export interface SessionRenewalDialogProps {
  /** Renders the login form's links the host's way; a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  recoveryPath?: string;
  registerPath?: string;
}

/**
 * Mounted once on pages where the player types (the portal's signed-in shell, a top-up element): when the session
 * ends under the page (a 401, or a 419 whose session is gone), the player logs in again in this dialog over it, and
 * the page stays as it was, with what they typed (in memory only). Closing the dialog ends the session.
 */
export function SessionRenewalDialog({
  renderLink,
  recoveryPath,
  registerPath,
}: SessionRenewalDialogProps) {
  const t = useTranslate();
  const { open, renewed, giveUp } = useSessionRenewalHost();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && giveUp()}
      title={t('auth.renewal.title')}
      description={t('auth.renewal.text')}
    >
      <LoginForm
        onSuccess={renewed}
        {...(renderLink ? { renderLink } : {})}
        {...(recoveryPath ? { recoveryPath } : {})}
        {...(registerPath ? { registerPath } : {})}
      />
    </Modal>
  );
}
