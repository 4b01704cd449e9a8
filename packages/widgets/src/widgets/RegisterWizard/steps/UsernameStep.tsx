import { useTranslate } from '../../../provider';
import { TextField } from '../../../ui';
import type { RegisterWizardFields } from '../useRegisterWizard';
import { authRegister } from '../../../i18n/vi-VN/authRegister';

/** Step 2: the username (4 to 32 of a-z, digits and underscore). */
export function UsernameStep({ fields }: { fields: RegisterWizardFields }) {
  const t = useTranslate(authRegister);
  return (
    <TextField
      {...fields.username}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      label={t('auth.register.username.label')}
      helperText={t('auth.register.username.helper')}
      required
    />
  );
}
