import type { App } from '../env';
import { readBody, sendFailure, sendFieldError, sendMessage, sendValidation } from '../http';
import { codeError, messages } from '../messages';
import { portalOrigin } from '../origin';
import type { Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { sendEmail } from '../state/outbox';
import { issueResetToken, spendOtp, useResetToken } from '../state/secrets';
import { confirmationOf, email, newPassword, otpCode, signInUsername } from '../field-rules';
import { ErrorBag, checkCaptcha, text } from '../validation';

/** Password reset by e-mail link or by SMS OTP, and username recovery. */
export function registerRecoveryRoutes(app: App, runtime: Runtime): void {
  const tokenInvalid = { message: messages.resetTokenInvalid, errorCode: 'reset_token_invalid' };

  app.post('/reset-password/send-email', async (c) => {
    const body = await readBody(c);
    const username = text(body, 'username').trim();
    const errors = new ErrorBag();
    errors.check('username', signInUsername, username);
    checkCaptcha(errors, body);
    if (!errors.isEmpty) return sendValidation(c, errors);
    const account = findAccount(runtime.state, username);
    if (account?.email) {
      const token = issueResetToken(runtime, account.username);
      const link = `${portalOrigin(c, runtime)}/recovery/forgot-password/${token}`;
      sendEmail(runtime, {
        to: account.email,
        subject: messages.mail.resetSubject,
        text: messages.mail.resetText(account.username, link),
        link,
      });
    }
    // the same answer either way, so the form cannot be used to find out who has an account
    return sendMessage(c, messages.resetMailSent);
  });

  app.get('/reset-password/:token', (c) => {
    if (!useResetToken(runtime, c.req.param('token'), false)) {
      return sendFailure(c, 404, tokenInvalid.message, tokenInvalid.errorCode);
    }
    return sendMessage(c, messages.resetTokenValid);
  });

  app.post('/reset-password', async (c) => {
    const body = await readBody(c);
    const token = text(body, 'token');
    const username = useResetToken(runtime, token, false);
    if (!username) return sendFailure(c, 404, tokenInvalid.message, tokenInvalid.errorCode);
    const password = text(body, 'password');
    const errors = new ErrorBag();
    errors.check('password', newPassword('strong'), password);
    errors.check('passwordConfirm', confirmationOf(password), text(body, 'passwordConfirm'));
    if (!errors.isEmpty) return sendValidation(c, errors);
    const account = findAccount(runtime.state, username);
    if (!account) return sendFailure(c, 404, tokenInvalid.message, tokenInvalid.errorCode);
    useResetToken(runtime, token, true);
    account.password = password;
    account.lastPasswordChange = runtime.now();
    return sendMessage(c, messages.passwordReset);
  });

  app.post('/reset-password-by-phone', async (c) => {
    const body = await readBody(c);
    const username = text(body, 'username').trim();
    const otp = text(body, 'otp').trim();
    const password = text(body, 'newPassword');
    const errors = new ErrorBag();
    errors.check('username', signInUsername, username);
    errors.check('otp', otpCode, otp);
    errors.check('newPassword', newPassword('strong'), password);
    errors.check('reNewPassword', confirmationOf(password), text(body, 'reNewPassword'));
    if (!errors.isEmpty) return sendValidation(c, errors);
    const account = findAccount(runtime.state, username);
    const result = account ? spendOtp(runtime, 'reset_password', account.username, otp) : 'wrong';
    if (!account || result !== 'ok') {
      return sendFieldError(c, 'otp', codeError('otp', result === 'ok' ? 'wrong' : result));
    }
    account.password = password;
    account.lastPasswordChange = runtime.now();
    return sendMessage(c, messages.passwordReset);
  });

  app.post('/recover-username', async (c) => {
    const body = await readBody(c);
    const address = text(body, 'email').trim();
    const errors = new ErrorBag();
    errors.check('email', email, address);
    checkCaptcha(errors, body);
    if (!errors.isEmpty) return sendValidation(c, errors);
    const usernames = [...runtime.state.accounts.values()]
      .filter((account) => account.email?.toLowerCase() === address.toLowerCase())
      .map((account) => account.username);
    if (usernames.length > 0) {
      sendEmail(runtime, {
        to: address,
        subject: messages.mail.usernamesSubject,
        text: messages.mail.usernamesText(usernames),
      });
    }
    return sendMessage(c, messages.recoverUsernameSent);
  });
}
