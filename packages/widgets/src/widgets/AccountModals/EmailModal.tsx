import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { limits } from '../../validation';
import { AccountModal } from './AccountModal';
import { CodeField } from './CodeField';
import type { AccountModalBaseProps } from './NameModal';
import { useEmailModal } from './useEmailModal';
import { VerificationEmailButton } from './VerificationEmailButton';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/**
 * Adds or changes the e-mail ('Thêm email' while there is none); a verified one confirms the change with a security
 * code sent to it. Once saved, the new address is unverified: the notice says so and sends the verification e-mail.
 */
export function EmailModal({ user, onClose }: AccountModalBaseProps) {
  const t = useTranslate(accountModals);
  const { form, fields, showCode, sender, adding } = useEmailModal(user);
  return (
    <AccountModal
      title={t(adding ? 'accountModal.email.addTitle' : 'accountModal.email.title')}
      onClose={onClose}
      form={form}
      success={{
        title: t('accountModal.email.success'),
        body: t('accountModal.email.verifyNext'),
        action: <VerificationEmailButton />,
      }}
    >
      <TextField
        {...fields.email}
        type="email"
        label={t('accountModal.email.new')}
        maxLength={limits.email.max}
        autoComplete="email"
        spellCheck={false}
        required
      />
      {showCode && (
        <CodeField
          label={t('accountModal.code.field')}
          field={{ ...fields.securityCode, helperText: t('accountModal.code.helper') }}
          sender={sender}
        />
      )}
    </AccountModal>
  );
}
