import { useId } from 'react';
import { useTranslate } from '../../provider';
import { TextField, type TextFieldProps } from '../../ui';
import { passwordStrength } from '../../validation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import meter from './PasswordStrengthMeter.module.css';

/** What a form hook hands to one password field: id, name, value, onChange, errors… */
type PasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/**
 * The new password (strong, with its rule as helper text and the strength meter of registration
 * under it) and its confirmation, of both reset forms.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordFieldProps;
  confirmation: PasswordFieldProps;
}) {
  const t = useTranslate();
  const meterId = `${useId()}strength`;
  const strength = password.value ? passwordStrength(password.value) : null;
  return (
    <>
      <div className={meter.group}>
        <TextField
          {...password}
          type="password"
          label={t('auth.recovery.field.newPassword')}
          helperText={t('auth.recovery.field.newPasswordHelper')}
          autoComplete="new-password"
          aria-describedby={meterId}
          required
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
      </div>
      <TextField
        {...confirmation}
        type="password"
        label={t('auth.recovery.field.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
