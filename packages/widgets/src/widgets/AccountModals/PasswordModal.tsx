import { useId } from 'react';
import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { PasswordStrengthMeter } from '../shared/PasswordStrengthMeter';
import styles from './AccountModals.module.css';
import { AccountModal } from './AccountModal';
import { usePasswordModal } from './usePasswordModal';

/** Props of {@link PasswordModal}. */
export interface PasswordModalProps {
  onClose: () => void;
}

/** Changes the password: current, new (medium, with the strength meter) and confirmation. */
export function PasswordModal({ onClose }: PasswordModalProps) {
  const t = useTranslate();
  const meterId = `${useId()}strength`;
  const { form, fields, strength } = usePasswordModal();
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
        required
      />
      <div className={styles.group}>
        <TextField
          {...fields.password}
          type="password"
          label={t('accountModal.password.new')}
          helperText={t('auth.register.password.helper')}
          autoComplete="new-password"
          aria-describedby={meterId}
          required
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
      </div>
      <TextField
        {...fields.passwordConfirm}
        type="password"
        label={t('accountModal.password.confirm')}
        autoComplete="new-password"
        required
      />
    </AccountModal>
  );
}
