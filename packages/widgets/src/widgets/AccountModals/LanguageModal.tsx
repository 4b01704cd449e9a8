import { useTranslate } from '../../provider';
import { Select } from '../../ui';
import { AccountModal } from './AccountModal';
import type { AccountModalBaseProps } from './NameModal';
import { useLanguageModal } from './useLanguageModal';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Changes the language among the supported ones (spec section 5, Language). */
export function LanguageModal({ user, onClose }: AccountModalBaseProps) {
  const t = useTranslate(accountModals);
  const { form, select } = useLanguageModal(user);
  return (
    <AccountModal
      title={t('accountModal.language.title')}
      onClose={onClose}
      form={form}
      success={{ title: t('accountModal.language.success') }}
    >
      <Select {...select} label={t('accountModal.language.field')} required />
    </AccountModal>
  );
}
