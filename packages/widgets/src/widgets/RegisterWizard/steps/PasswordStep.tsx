import { useTranslate } from '../../../provider';
import { NewPasswordFields } from '../../shared';
import type { RegisterWizardFields } from '../useRegisterWizard';
import styles from '../RegisterWizard.module.css';
import { authRegister } from '../../../i18n/vi-VN/authRegister';
import { authPassword } from '../../../i18n/vi-VN/authPassword';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps {
  fields: RegisterWizardFields;
  /** The username of step 2, repeated in a hidden field so password managers save the right pair. */
  savedUsername?: string | undefined;
}

/** Step 3: the new password with its strength meter, and the confirmation (registration's texts). */
export function PasswordStep({ fields, savedUsername }: PasswordStepProps) {
  const t = useTranslate(authRegister, authPassword);
  return (
    <>
      {savedUsername !== undefined && (
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={savedUsername}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
          className={styles.hiddenUsername}
        />
      )}
      <NewPasswordFields
        password={fields.password}
        confirmation={fields.passwordConfirm}
        labels={{
          password: t('auth.register.password.label'),
          helper: t('auth.register.password.helper'),
          confirmation: t('auth.register.passwordConfirm.label'),
        }}
      />
    </>
  );
}
