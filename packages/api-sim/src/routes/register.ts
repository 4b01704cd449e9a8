import type { App } from '../env';
import { readBody, sendAlreadySignedIn, sendMessage, sendValidation } from '../http';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { logIn } from '../state/sessions';
import { confirmationOf, newPassword, newUsername, registrationPhone } from '../field-rules';
import { ErrorBag, checkCaptcha, text } from '../validation';
import { isTruthy } from './auth';

/** POST /register: creates the account and logs it in. */
export function registerRegisterRoute(app: App, runtime: Runtime): void {
  app.post('/register', async (c) => {
    if (c.get('account')) return sendAlreadySignedIn(c);
    const body = await readBody(c);
    const phone = text(body, 'phone').trim();
    const username = text(body, 'username').trim();
    const password = text(body, 'password');
    const errors = new ErrorBag();
    errors.check('phone', registrationPhone, phone);
    errors.check('username', newUsername, username);
    if (!errors.has('username') && findAccount(runtime.state, username)) {
      errors.add('username', messages.usernameTaken);
    }
    errors.check('password', newPassword('medium'), password);
    errors.check('passwordConfirm', confirmationOf(password), text(body, 'passwordConfirm'));
    checkCaptcha(errors, body);
    if (!errors.isEmpty) return sendValidation(c, errors);

    const now = runtime.now();
    runtime.state.accounts.set(username, {
      username,
      password,
      email: null,
      phoneNumber: phone,
      firstName: null,
      middleName: null,
      lastName: null,
      dob: null,
      language: 'vi-VN',
      joinAt: now,
      lastPasswordChange: null,
      verifiedAt: null,
      verifiedPhoneAt: null,
      mfaEnabled: false,
      receiveNewsletter: isTruthy(body.receiveNewsletter),
      credit: 0,
      debtCredit: 0,
      zones: [],
      gifts: new Map(),
    });
    logIn(c, runtime, username, false);
    return sendMessage(c, messages.registerOk, 201);
  });
}
