import { useTranslate } from '../../provider';
import { TextField, type TextFieldProps } from '../../ui';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';

/** What a form hook hands to the username field: id, name, value, onChange, errors… */
type UsernameFieldProps = Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'>;

/** The username of the recovery forms (by e-mail, by phone), with its rule as helper text. */
export function RecoveryUsernameField(props: UsernameFieldProps) {
  const t = useTranslate(authRecovery);
  return (
    <TextField
      {...props}
      label={t('auth.recovery.field.username')}
      helperText={t('auth.recovery.field.usernameHelper')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
    />
  );
}
