import { useId } from 'react';
import { useTranslate } from '../../provider';
import { AccountRows } from '../shared/AccountRows';
import { AccountUserPending } from '../shared/AccountUserPending';
import styles from './PersonalInfo.module.css';
import { usePersonalInfo, type PersonalInfoField } from './usePersonalInfo';

/** Props of {@link PersonalInfo}. */
export interface PersonalInfoProps {
  /**
   * Opens the editor of a row (the host's modal). Each row shows its 'Thay đổi' button only when
   * this is given, so a host without editors shows read-only rows rather than buttons that do nothing.
   */
  onEdit?: (field: PersonalInfoField) => void;
}

/** Name, language, phone and e-mail of the signed-in player, with verified badges for phone and e-mail. */
export function PersonalInfo({ onEdit }: PersonalInfoProps) {
  const t = useTranslate();
  const titleId = useId();
  const info = usePersonalInfo(onEdit);
  if (info.status !== 'ready') return <AccountUserPending account={info} />;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('account.info.title')}
      </h2>
      <AccountRows rows={info.rows} />
    </section>
  );
}
