import { useId } from 'react';
import { useTranslate } from '../../../provider';
import { TextField } from '../../../ui';
import type { PasswordStrength } from '../../../validation';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';
import type { RegisterWizardFields } from '../useRegisterWizard';
import styles from '../RegisterWizard.module.css';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps {
  fields: RegisterWizardFields;
  strength: PasswordStrength | null;
  /** The username of step 2, repeated in a hidden field so password managers save the right pair. */
  savedUsername?: string | undefined;
}

/** Step 3: the new password with its strength meter, and the confirmation. */
export function PasswordStep({ fields, strength, savedUsername }: PasswordStepProps) {
  const t = useTranslate();
  const meterId = `${useId()}strength`;
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
      <div className={styles.passwordGroup}>
        <TextField
          {...fields.password}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          label={t('auth.register.password.label')}
          helperText={t('auth.register.password.helper')}
          aria-describedby={meterId}
          required
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
      </div>
      <TextField
        {...fields.passwordConfirm}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        label={t('auth.register.passwordConfirm.label')}
        required
      />
    </>
  );
}
