import { useTranslate } from '../../provider';
import { TextField, type TextFieldProps } from '../../ui';

/** What a form hook hands to one password field: id, name, value, onChange, errors… */
type PasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The new password (strong, with its rule as helper text) and its confirmation, of both reset forms. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordFieldProps;
  confirmation: PasswordFieldProps;
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        {...password}
        type="password"
        label={t('auth.recovery.field.newPassword')}
        helperText={t('auth.recovery.field.newPasswordHelper')}
        autoComplete="new-password"
        required
      />
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
