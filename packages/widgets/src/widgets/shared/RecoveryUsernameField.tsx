import { useTranslate } from '../../provider';
import { TextField, type TextFieldProps } from '../../ui';
import { registerMessages } from '../../i18n';
import { auth } from '../../i18n/vi-VN/auth';
registerMessages(auth);

/** What a form hook hands to the username field: id, name, value, onChange, errors… */
type UsernameFieldProps = Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'>;

/** The username of the recovery forms (by e-mail, by phone), with its rule as helper text. */
export function RecoveryUsernameField(props: UsernameFieldProps) {
  const t = useTranslate();
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
