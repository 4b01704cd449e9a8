import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { limits } from '../../validation';
import { NewPasswordFields } from '../shared';
import { AccountModal } from './AccountModal';
import { usePasswordModal } from './usePasswordModal';
import { accountModals } from '../../i18n/vi-VN/accountModals';
import { authPassword } from '../../i18n/vi-VN/authPassword';

/** Props of {@link PasswordModal}. */
export interface PasswordModalProps {
  onClose: () => void;
}

/** Changes the password: current, new (medium, with the strength meter) and confirmation. */
export function PasswordModal({ onClose }: PasswordModalProps) {
  const t = useTranslate(accountModals, authPassword);
  const { form, fields } = usePasswordModal();
  return (
    <AccountModal
      title={t('accountModal.password.title')}
      onClose={onClose}
      form={form}
      success={{ title: t('accountModal.password.success') }}
    >
      <TextField
        {...fields.currentPassword}
        type="password"
        label={t('accountModal.password.current')}
        autoComplete="current-password"
        maxLength={limits.password.max}
        required
      />
      <NewPasswordFields
        password={fields.password}
        confirmation={fields.passwordConfirm}
        labels={{
          password: t('accountModal.password.new'),
          helper: t('auth.register.password.helper'),
          confirmation: t('accountModal.password.confirm'),
        }}
      />
    </AccountModal>
  );
}
