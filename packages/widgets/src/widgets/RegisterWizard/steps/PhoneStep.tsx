import { useTranslate } from '../../../provider';
import { Checkbox, TextField } from '../../../ui';
import { limits, normalisePhoneInput } from '../../../validation';
import type { RegisterWizardFields } from '../useRegisterWizard';
import { authRegister } from '../../../i18n/vi-VN/authRegister';

/** Step 1: the phone number (numeric, at most 15) and the newsletter choice. */
export function PhoneStep({ fields }: { fields: RegisterWizardFields }) {
  const t = useTranslate(authRegister);
  return (
    <>
      <TextField
        {...fields.phone}
        normalise={normalisePhoneInput}
        type="tel"
        digitsOnly
        autoComplete="tel"
        maxLength={limits.phone.max}
        label={t('auth.register.phone.label')}
        helperText={t('auth.register.phone.helper')}
        required
      />
      <Checkbox {...fields.receiveNewsletter} label={t('auth.register.newsletter')} />
    </>
  );
}
