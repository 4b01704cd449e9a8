import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { limits } from '../../validation';
import { AccountModal } from './AccountModal';
import { CodeField } from './CodeField';
import type { AccountModalBaseProps } from './NameModal';
import { usePhoneModal } from './usePhoneModal';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Props of {@link PhoneModal}. */
export interface PhoneModalProps extends AccountModalBaseProps {
  /** The support numbers the new phone texts `KH {username}` to (host configuration). */
  supportNumbers?: readonly [string, string] | undefined;
}

/** Changes the phone number; the new one is activated by an SMS, as the success notice says. */
export function PhoneModal({ user, onClose, supportNumbers }: PhoneModalProps) {
  const t = useTranslate(accountModals);
  const modal = usePhoneModal(user, supportNumbers);
  const { form, fields } = modal;
  return (
    <AccountModal
      title={t('accountModal.phone.title')}
      onClose={onClose}
      form={form}
      success={{ title: t('accountModal.phone.success'), body: modal.successBody }}
    >
      <TextField
        {...fields.newPhoneNumber}
        type="tel"
        digitsOnly
        label={t('accountModal.phone.new')}
        maxLength={limits.phone.max}
        autoComplete="tel"
        required
      />
      {modal.needsOtp && (
        <CodeField
          label={t('accountModal.phone.otp')}
          field={{
            ...fields.otpNumber,
            helperText: t('accountModal.phone.otpHelper', { phone: user.phoneNumber ?? '' }),
          }}
          sender={modal.otpSender}
          digitsOnly
        />
      )}
      {modal.needsCode && (
        <CodeField
          label={t('accountModal.code.field')}
          field={{ ...fields.securityCode, helperText: t('accountModal.code.helper') }}
          sender={modal.codeSender}
        />
      )}
    </AccountModal>
  );
}
