import { useId } from 'react';
import { useTranslate } from '../../provider';
import { TextField, type TextFieldProps } from '../../ui';
import { limits, passwordStrength } from '../../validation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import meter from './PasswordStrengthMeter.module.css';
import { authPassword } from '../../i18n/vi-VN/authPassword';

/** What a form hook hands to one password field: id, name, value, onChange, errors… */
type PasswordFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'autoComplete' | 'required' | 'maxLength'
>;

/** The texts of {@link NewPasswordFields}, already translated; the reset forms' by default. */
export interface NewPasswordLabels {
  password: string;
  /** The password's rule, under the field. */
  helper: string;
  confirmation: string;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  password: PasswordFieldProps;
  confirmation: PasswordFieldProps;
  /** Registration's and the password modal's own texts; the reset forms' when left out. */
  labels?: NewPasswordLabels;
}

/**
 * The new password (with its rule as helper text and the strength meter of registration under it)
 * and its confirmation, of both reset forms, registration and the password modal; each input takes
 * at most the 128 characters a password may have (spec section 9).
 */
export function NewPasswordFields({ password, confirmation, labels }: NewPasswordFieldsProps) {
  const t = useTranslate(authPassword);
  const text = labels ?? {
    password: t('auth.recovery.field.newPassword'),
    helper: t('auth.recovery.field.newPasswordHelper'),
    confirmation: t('auth.recovery.field.confirmPassword'),
  };
  const meterId = `${useId()}strength`;
  const strength = password.value ? passwordStrength(password.value) : null;
  return (
    <>
      <div className={meter.group}>
        <TextField
          {...password}
          type="password"
          label={text.password}
          helperText={text.helper}
          autoComplete="new-password"
          maxLength={limits.password.max}
          aria-describedby={meterId}
          required
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
      </div>
      <TextField
        {...confirmation}
        type="password"
        label={text.confirmation}
        autoComplete="new-password"
        maxLength={limits.password.max}
        required
      />
    </>
  );
}
