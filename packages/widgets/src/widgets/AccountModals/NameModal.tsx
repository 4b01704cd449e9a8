import type { User } from '../../api';
import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { AccountModal } from './AccountModal';
import { limits } from '../../validation';
import { useNameModal } from './useNameModal';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Props of every account modal: the signed-in player and how to close it. */
export interface AccountModalBaseProps {
  user: User;
  onClose: () => void;
}

/** Changes Tên, Tên đệm and Họ (spec section 5, Name). */
export function NameModal({ user, onClose }: AccountModalBaseProps) {
  const t = useTranslate(accountModals);
  const { form, fields } = useNameModal(user);
  return (
    <AccountModal
      title={t('accountModal.name.title')}
      onClose={onClose}
      form={form}
      success={{ title: t('accountModal.name.success') }}
    >
      <TextField
        {...fields.lastName}
        label={t('accountModal.name.lastName')}
        maxLength={limits.name.inputMax}
        showCount
        autoComplete="family-name"
        required
      />
      <TextField
        {...fields.middleName}
        label={t('accountModal.name.middleName')}
        maxLength={limits.name.inputMax}
        showCount
        autoComplete="additional-name"
      />
      <TextField
        {...fields.firstName}
        label={t('accountModal.name.firstName')}
        maxLength={limits.name.inputMax}
        showCount
        autoComplete="given-name"
        required
      />
    </AccountModal>
  );
}
