import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { AccountModal } from './AccountModal';
import { CodeField } from './CodeField';
import type { AccountModalBaseProps } from './NameModal';
import { useEmailModal } from './useEmailModal';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** The most characters of an e-mail address (spec section 5, E-mail change). */
const emailMaxLength = 128;

/** Changes the e-mail; a verified one confirms the change with a security code sent to it. */
export function EmailModal({ user, onClose }: AccountModalBaseProps) {
  const t = useTranslate(accountModals);
  const { form, fields, showCode, sender } = useEmailModal(user);
  return (
    <AccountModal
      title={t('accountModal.email.title')}
      onClose={onClose}
      form={form}
      success={{ title: t('accountModal.email.success') }}
    >
      <TextField
        {...fields.email}
        type="email"
        label={t('accountModal.email.new')}
        maxLength={emailMaxLength}
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
