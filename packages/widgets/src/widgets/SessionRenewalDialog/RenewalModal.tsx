import { useTranslate } from '../../provider';
import { Modal } from '../../ui';
import { LoginForm } from '../LoginForm';
import type { SessionRenewalDialogProps } from './SessionRenewalDialog';
import type { User } from '../../api';
import { session } from '../../i18n/vi-VN/session';

/** Props of {@link RenewalModal}. */
export interface RenewalModalProps extends SessionRenewalDialogProps {
  onRenewed: (user: User) => void;
  onGiveUp: () => void;
}

/** The dialog itself, loaded when a session ends under a page: the login form over the page. */
export function RenewalModal({
  onRenewed,
  onGiveUp,
  renderLink,
  recoveryPath,
  registerPath,
}: RenewalModalProps) {
  const t = useTranslate(session);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onGiveUp()}
      title={t('auth.renewal.title')}
      description={t('auth.renewal.text')}
    >
      <LoginForm
        onSuccess={onRenewed}
        {...(renderLink ? { renderLink } : {})}
        {...(recoveryPath ? { recoveryPath } : {})}
        {...(registerPath ? { registerPath } : {})}
      />
    </Modal>
  );
}
