import type { App } from '../env';
import { currentAccount } from '../env';
import { readBody, sendFieldError, sendMessage, sendValidation } from '../http';
import { codeError, messages } from '../messages';
import type { Runtime } from '../runtime';
import { sendSms } from '../state/outbox';
import {
  checkOtp,
  checkSecurityCode,
  issueOtp,
  spendOtp,
  spendSecurityCode,
} from '../state/secrets';
import { newPhoneNumber, otpCode, securityCode as securityCodeRule } from '../field-rules';
import { ErrorBag, checkCaptcha, text } from '../validation';

/** Phone change: an OTP to the current verified phone, then the new number awaiting `KH {username}`. */
export function registerPhoneRoutes(app: App, runtime: Runtime): void {
  app.post('/api/user/change-phone', (c) => {
    const account = currentAccount(c);
    if (!account.phoneNumber || account.verifiedPhoneAt === null) {
      return sendFieldError(c, 'phoneNumber', messages.phoneNotVerified);
    }
    const code = issueOtp(runtime, 'change_phone', account.username);
    sendSms(runtime, {
      to: account.phoneNumber,
      subject: messages.sms.changePhoneOtpSubject,
      text: messages.sms.changePhoneOtpText(code),
      code,
    });
    return sendMessage(c, messages.phoneOtpSent);
  });

  app.post('/api/user/update-phone', async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const newPhone = text(body, 'newPhoneNumber').trim();
    const otp = text(body, 'otpNumber').trim();
    const securityCode = text(body, 'securityCode').trim();
    const needsOtp = account.verifiedPhoneAt !== null;
    const needsCode = account.verifiedAt !== null;
    const errors = new ErrorBag();
    errors.check('newPhoneNumber', newPhoneNumber, newPhone);
    if (!errors.has('newPhoneNumber') && newPhone === account.phoneNumber) {
      errors.add('newPhoneNumber', messages.phoneSame);
    }
    if (needsOtp) errors.check('otpNumber', otpCode, otp);
    if (needsCode) errors.check('securityCode', securityCodeRule, securityCode);
    checkCaptcha(errors, body);
    if (!errors.isEmpty) return sendValidation(c, errors);

    // check both before spending either, so one typo does not burn the other code
    // (a wrong one still counts towards burning it)
    const { username } = account;
    const otpResult = needsOtp ? checkOtp(runtime, 'change_phone', username, otp) : 'ok';
    if (otpResult !== 'ok') errors.add('otpNumber', codeError('otp', otpResult));
    const codeResult = needsCode
      ? checkSecurityCode(runtime, 'confirm.phone_number', username, securityCode)
      : 'ok';
    if (codeResult !== 'ok') errors.add('securityCode', codeError('securityCode', codeResult));
    if (!errors.isEmpty) return sendValidation(c, errors);
    if (needsOtp) spendOtp(runtime, 'change_phone', username, otp);
    if (needsCode) spendSecurityCode(runtime, 'confirm.phone_number', username, securityCode);

    account.phoneNumber = newPhone;
    account.verifiedPhoneAt = null;
    return sendMessage(c, messages.phoneUpdated(account.username));
  });
}
