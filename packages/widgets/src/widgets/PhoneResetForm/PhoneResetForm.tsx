import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { limits, normaliseCodeInput } from '../../validation';
import {
  FormShell,
  RecoveryUsernameField,
  NewPasswordFields,
  passwordChangedNotice,
  renderAnchor,
  SmsInstruction,
  type LinkRenderer,
} from '../shared';
import { usePhoneResetForm } from './usePhoneResetForm';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { portalLoginPath } from '../shared/portalPaths';

/** Props of {@link PhoneResetForm}. */
export interface PhoneResetFormProps {
  /** The two support numbers the player texts `MXT {username}` to. */
  supportNumbers: readonly [string, string];
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  loginPath?: string;
  defaultUsername?: string;
  /** Called once the password was reset. */
  onReset?: () => void;
}

/** /recovery/forgot-password-by-phone: 'Lấy lại mật khẩu qua điện thoại' with an OTP received by SMS. */
export function PhoneResetForm({
  supportNumbers,
  renderLink = renderAnchor,
  loginPath = portalLoginPath,
  defaultUsername = '',
  onReset,
}: PhoneResetFormProps) {
  const t = useTranslate(authRecovery);
  const { form, command, supportLinks, fields } = usePhoneResetForm({
    supportNumbers,
    defaultUsername,
    onReset,
  });
  return (
    <FormShell
      title={t('auth.recovery.phone.title')}
      intro={t('auth.recovery.phone.instruction')}
      form={form}
      submitLabel={t('auth.recovery.phone.submit')}
      success={passwordChangedNotice(t, renderLink, loginPath)}
      links={[renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })]}
    >
      <RecoveryUsernameField {...fields.username} />
      <SmsInstruction
        command={command}
        supportLinks={supportLinks}
        labels={{
          command: t('auth.recovery.phone.commandLabel'),
          numbers: t('auth.recovery.phone.numbersLabel'),
          sendTo: (number) => t('auth.recovery.phone.sendTo', { number }),
        }}
      />
      <TextField
        {...fields.otp}
        normalise={normaliseCodeInput}
        label={t('auth.recovery.field.otp')}
        secret
        helperText={t('auth.recovery.field.otpHelper')}
        digitsOnly
        maxLength={limits.code.length}
        autoComplete="one-time-code"
        required
      />
      <NewPasswordFields password={fields.newPassword} confirmation={fields.reNewPassword} />
    </FormShell>
  );
}
