import { useTranslate } from '../../provider';
import { AccountEditor, useAccountEditor, VerificationEmailButton } from '../AccountModals';
import { AccountSection } from '../shared/AccountSection';
import { AccountUserPending } from '../shared/AccountUserPending';
import { usePersonalInfo, type PersonalInfoField } from './usePersonalInfo';
import { account } from '../../i18n/vi-VN/account';

/** Props of {@link PersonalInfo}. */
export interface PersonalInfoProps {
  /**
   * Opens the host's own editor of a row instead of this widget's modal. Left out (the usual
   * case), each row's 'Thay đổi' opens the widget's modal.
   */
  onEdit?: (field: PersonalInfoField) => void;
  /** Shows the rows without 'Thay đổi' buttons nor the verification e-mail's button. */
  readOnly?: boolean;
  /** The two SMS support numbers the phone modal's success notice names (host configuration). */
  supportNumbers?: readonly [string, string];
}

/**
 * Name, language, phone and e-mail of the signed-in player, with verified badges for phone and
 * e-mail, and the whole feature of changing them: the modals are this widget's own state (each
 * row's 'Thay đổi' opens its modal here), so a host renders `<PersonalInfo />` and nothing else;
 * an unverified e-mail offers to send the verification e-mail.
 */
export function PersonalInfo({ onEdit, readOnly = false, supportNumbers }: PersonalInfoProps) {
  const t = useTranslate(account);
  const editor = useAccountEditor<PersonalInfoField>();
  const info = usePersonalInfo(readOnly ? undefined : (onEdit ?? editor.open), !readOnly);
  if (info.status !== 'ready') return <AccountUserPending account={info} />;
  return (
    <AccountSection
      title={t('account.info.title')}
      rows={info.rows.map((row) =>
        row.key === 'email' && info.offerVerification
          ? { ...row, extra: <VerificationEmailButton /> }
          : row,
      )}
    >
      <AccountEditor
        field={editor.editing}
        user={info.user}
        onClose={editor.close}
        supportNumbers={supportNumbers}
      />
    </AccountSection>
  );
}
