import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert, Button, TextField } from '../../ui';
import { normaliseCodeInput } from '../../validation';
import { ErrorSummary, NewPasswordFields, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
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
  const titleId = useId();
  const { doneRef, summaryRef, ...form } = usePhoneReset({
    supportNumbers,
    defaultUsername,
    onReset,
  });
  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={layout.title}>
        {t('auth.recovery.phone.title')}
      </h1>
      {form.done ? (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          tone="success"
          title={t('auth.recovery.done.title')}
          action={renderLink({ to: loginPath, children: t('auth.recovery.link.login') })}
        >
          {t('auth.recovery.done.body')}
        </Alert>
      ) : (
        <form className={layout.form} noValidate onSubmit={form.onSubmit}>
          <p className={layout.intro}>{t('auth.recovery.phone.instruction')}</p>
          <ErrorSummary
            ref={summaryRef}
            items={form.summary}
            banner={form.banner}
            idPrefix={form.idPrefix}
          />
          <TextField
            {...form.fields.username}
            label={t('auth.recovery.field.username')}
            helperText={t('auth.recovery.field.usernameHelper')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <dl className={styles.sms}>
            <dt>{t('auth.recovery.phone.commandLabel')}</dt>
            <dd className={styles.command}>{form.command}</dd>
            <dt>{t('auth.recovery.phone.numbersLabel')}</dt>
            <dd>
              <ul className={styles.numbers}>
                {form.supportLinks.map(({ number, href }) => (
                  <li key={number}>
                    <a href={href}>{t('auth.recovery.phone.sendTo', { number })}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <TextField
            {...form.fields.otp}
            onChange={(value) => form.fields.otp.onChange(normaliseCodeInput(value))}
            label={t('auth.recovery.field.otp')}
            helperText={t('auth.recovery.field.otpHelper')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            required
          />
          <NewPasswordFields
            password={form.fields.newPassword}
            confirmation={form.fields.reNewPassword}
          />
          <Button
            type="submit"
            fullWidth
            loading={form.processing}
            loadingText={t('common.processing')}
          >
            {t('auth.recovery.phone.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
