import { useCallback, useId } from 'react';
import { ApiError, isOutcomeUnknown } from '../../api';
import { useLogin, useReportError, useResetPasswordByPhone, useTranslate } from '../../provider';
import {
  loginUsername,
  newPassword,
  normaliseText,
  passwordConfirmation,
  sixCharacterCode,
} from '../../validation';
import { smsLinks, useFormController, type FieldRule } from '../shared';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';

type Values = { username: string; otp: string; newPassword: string; reNewPassword: string };
type Field = keyof Values;
const strongPassword = newPassword('strong');
const otpRule = sixCharacterCode('otp');

// spec section 5, phone reset; text is checked as it will be sent, passwords exactly as typed
const rules: Record<Field, FieldRule<Values>> = {
  username: (value) => loginUsername(normaliseText(value)),
  otp: (value) => otpRule(normaliseText(value)),
  newPassword: (value) => strongPassword(value),
  reNewPassword: (value, values) => passwordConfirmation(values.newPassword)(value),
};

/** The reset may have been done though its answer was lost, and the new password did not log in. */
const resetUnknown = new ApiError({
  kind: 'outcomeUnknown',
  statusCode: 0,
  message:
    'usePhoneResetForm: the reset got no answer and logging in with the new password failed.',
  messageKey: 'auth.recovery.phone.outcomeUnknown',
});

/** Options of {@link usePhoneResetForm}. */
export interface UsePhoneResetFormOptions {
  supportNumbers: readonly [string, string];
  defaultUsername: string;
  onReset: (() => void) | undefined;
}

/**
 * The reset by SMS: the player texts `MXT {username}` from the account's phone to a support number,
 * receives an OTP, and sends it here with the new password.
 */
export function usePhoneResetForm({
  supportNumbers,
  defaultUsername,
  onReset,
}: UsePhoneResetFormOptions) {
  const t = useTranslate(authRecovery);
  const resetPasswordByPhone = useResetPasswordByPhone();
  const login = useLogin();
  const reportError = useReportError('PhoneResetForm');
  const idPrefix = `${useId()}-`;

  const submit = useCallback(
    async (values: Values): Promise<unknown> => {
      const username = normaliseText(values.username);
      try {
        return await resetPasswordByPhone({
          username,
          otp: normaliseText(values.otp),
          newPassword: values.newPassword,
          reNewPassword: values.reNewPassword,
        });
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        // The OTP may be spent by a reset that went through: the new password tells.
        reportError(error, 'reconcile');
        return login({ username, password: values.newPassword, remember: false }).catch(() => {
          throw resetUnknown;
        });
      }
    },
    [resetPasswordByPhone, login, reportError],
  );
  const form = useFormController<Values, unknown>({
    idPrefix,
    initialValues: { username: defaultUsername, otp: '', newPassword: '', reNewPassword: '' },
    rules,
    submit,
    onSucceeded: onReset,
    texts: [authRecovery],
  });
  const username = normaliseText(form.values.username);
  const command = t('auth.recovery.phone.command', {
    username: username || t('auth.recovery.phone.usernamePlaceholder'),
  });
  // the message itself is a command to the SMS gateway, not a text for the player: never translated
  const body = username ? `MXT ${username}` : undefined;

  return {
    form,
    command,
    supportLinks: smsLinks(supportNumbers, body),
    fields: {
      username: form.textField('username'),
      otp: form.textField('otp'),
      newPassword: form.textField('newPassword'),
      reNewPassword: form.textField('reNewPassword'),
    },
  };
}
