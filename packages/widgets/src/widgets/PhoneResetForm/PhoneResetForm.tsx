import { useTranslate } from '../../provider';
import { TextField } from '../../ui';
import { FormShell, NewPasswordFields, renderAnchor, type LinkRenderer } from '../shared';
import styles from './PhoneResetForm.module.css';
import { usePhoneReset } from './usePhoneReset';

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
  loginPath = '/login',
  defaultUsername = '',
  onReset,
}: PhoneResetFormProps) {
  const t = useTranslate();
  const { form, done, command, supportLinks, fields } = usePhoneReset({
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
      success={
        done
          ? {
              title: t('auth.recovery.done.title'),
              body: t('auth.recovery.done.body'),
              action: renderLink({ to: loginPath, children: t('auth.recovery.link.login') }),
            }
          : undefined
      }
    >
      <TextField
        {...fields.username}
        label={t('auth.recovery.field.username')}
        helperText={t('auth.recovery.field.usernameHelper')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <dl className={styles.sms}>
        <dt>{t('auth.recovery.phone.commandLabel')}</dt>
        <dd className={styles.command}>{command}</dd>
        <dt>{t('auth.recovery.phone.numbersLabel')}</dt>
        <dd>
          <ul className={styles.numbers}>
            {supportLinks.map(({ number, href }) => (
              <li key={number}>
                <a href={href}>{t('auth.recovery.phone.sendTo', { number })}</a>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <TextField
        {...fields.otp}
        label={t('auth.recovery.field.otp')}
        helperText={t('auth.recovery.field.otpHelper')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <NewPasswordFields password={fields.newPassword} confirmation={fields.reNewPassword} />
    </FormShell>
  );
}
