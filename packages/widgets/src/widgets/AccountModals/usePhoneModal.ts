import { useCallback, useId, useMemo } from 'react';
import type { Message, User } from '../../api';
import {
  useCaptcha,
  useChangePhone,
  useRequestSecurityCode,
  useTranslate,
  useUpdatePhone,
} from '../../provider';
import { newPhoneNumber, normalisePhoneInput, sixCharacterCode } from '../../validation';
import type { FieldRule } from '../shared';
import { useCodeSender } from './useCodeSender';
import { useModalForm } from './useModalForm';
import { accountModals } from '../../i18n/vi-VN/accountModals';

type Values = { newPhoneNumber: string; otpNumber: string; securityCode: string };

const otpRule = sixCharacterCode('otp');
const codeRule = sixCharacterCode('securityCode');

/**
 * The phone modal's logic (spec section 5, New phone number; the simulator's update-phone): the
 * new number; the OTP sent to the current phone when that one is verified; the security code for
 * `confirm.phone_number` when the e-mail is verified; a captcha token taken at submit time.
 */
export function usePhoneModal(user: User, supportNumbers: readonly [string, string] | undefined) {
  const t = useTranslate(accountModals);
  const updatePhone = useUpdatePhone();
  const changePhone = useChangePhone();
  const requestCode = useRequestSecurityCode();
  const captcha = useCaptcha('PhoneModal');
  const idPrefix = `${useId()}-`;
  const needsOtp = user.phoneNumber !== null && user.verifiedPhoneAt !== null;
  const needsCode = user.verifiedAt !== null;

  const rules = useMemo(
    (): Record<keyof Values, FieldRule<Values>> => ({
      newPhoneNumber: (value) => newPhoneNumber(value),
      otpNumber: (value) => (needsOtp ? otpRule(value) : null),
      securityCode: (value) => (needsCode ? codeRule(value) : null),
    }),
    [needsOtp, needsCode],
  );
  const submit = useCallback(
    async (values: Values): Promise<Message> => {
      // taken at submit time: tokens expire, and this waits until the captcha has loaded
      const gReCaptchaToken = await captcha.execute('updatePhoneFormSubmit');
      return updatePhone({
        newPhoneNumber: values.newPhoneNumber,
        ...(needsOtp ? { otpNumber: values.otpNumber } : {}),
        ...(needsCode ? { securityCode: values.securityCode } : {}),
        gReCaptchaToken,
      });
    },
    [captcha, updatePhone, needsOtp, needsCode],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    initialValues: { newPhoneNumber: '', otpNumber: '', securityCode: '' },
    rules,
    fields: ['newPhoneNumber', 'otpNumber', 'securityCode'],
    submit,
    isUnchanged: (values) => values.newPhoneNumber === user.phoneNumber,
  });

  const otpSender = useCodeSender(changePhone, {
    send: 'accountModal.phone.sendOtp',
    resend: 'accountModal.phone.resendOtp',
    sent: 'accountModal.phone.otpSent',
  });
  const sendCode = useCallback(() => requestCode('confirm.phone_number'), [requestCode]);
  const codeSender = useCodeSender(sendCode, {
    send: 'accountModal.code.send',
    resend: 'accountModal.code.resend',
    sent: 'accountModal.code.sent',
  });

  return {
    form,
    needsOtp,
    needsCode,
    otpSender,
    codeSender,
    successBody: supportNumbers
      ? t('accountModal.phone.successBody', {
          username: user.username,
          first: supportNumbers[0],
          second: supportNumbers[1],
        })
      : t('accountModal.phone.successBodyNoNumbers', { username: user.username }),
    fields: {
      // tidied as typed (+84 and separators), refused past 15 digits or with a letter, never cut
      newPhoneNumber: { ...form.textField('newPhoneNumber'), normalise: normalisePhoneInput },
      otpNumber: form.textField('otpNumber'),
      securityCode: form.textField('securityCode'),
    },
  };
}
