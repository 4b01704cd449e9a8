import type { App } from '../env';
import { currentAccount } from '../env';
import { readBody, sendFieldError, sendMessage, sendValidation } from '../http';
import { codeError, messages } from '../messages';
import type { Runtime } from '../runtime';
import { spendSecurityCode } from '../state/secrets';
import {
  confirmationOf,
  email as emailRule,
  givenPassword,
  language,
  namePart,
  newPassword,
  securityCode as securityCodeRule,
} from '../field-rules';
import { ErrorBag, present, text } from '../validation';

/** Changes of e-mail, password and profile. */
export function registerUserRoutes(app: App, runtime: Runtime): void {
  app.post('/api/user/change-email', async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const email = text(body, 'email').trim();
    const securityCode = text(body, 'securityCode').trim();
    const needsCode = account.verifiedAt !== null;
    const errors = new ErrorBag();
    errors.check('email', emailRule, email);
    const lower = email.toLowerCase();
    if (!errors.has('email') && account.email?.toLowerCase() === lower) {
      errors.add('email', messages.emailSame);
    }
    const takenBy = [...runtime.state.accounts.values()].find(
      (other) => other !== account && other.email?.toLowerCase() === lower,
    );
    if (!errors.has('email') && takenBy) errors.add('email', messages.emailTaken);
    if (needsCode) errors.check('securityCode', securityCodeRule, securityCode);
    if (!errors.isEmpty) return sendValidation(c, errors);
    if (needsCode) {
      const result = spendSecurityCode(
        runtime,
        'confirm.change_email',
        account.username,
        securityCode,
      );
      if (result !== 'ok')
        return sendFieldError(c, 'securityCode', codeError('securityCode', result));
    }
    account.email = email;
    account.verifiedAt = null;
    return sendMessage(c, messages.emailChanged);
  });

  app.post('/api/user/change-password', async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const current = text(body, 'currentPassword');
    const password = text(body, 'password');
    const errors = new ErrorBag();
    errors.check('currentPassword', givenPassword(messages.currentPasswordRequired), current);
    if (!errors.has('currentPassword') && current !== account.password) {
      errors.add('currentPassword', messages.currentPasswordWrong);
    }
    errors.check('password', newPassword('medium'), password);
    errors.check('passwordConfirm', confirmationOf(password), text(body, 'passwordConfirm'));
    if (!errors.isEmpty) return sendValidation(c, errors);
    account.password = password;
    account.lastPasswordChange = runtime.now();
    return sendMessage(c, messages.passwordChanged);
  });

  app.patch('/api/user/update-profile', async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const errors = new ErrorBag();
    if (present(body, 'language') && !present(body, 'firstName') && !present(body, 'lastName')) {
      errors.check('language', language, text(body, 'language'));
      if (!errors.isEmpty) return sendValidation(c, errors);
      account.language = 'vi-VN';
      return sendMessage(c, messages.languageChanged);
    }
    const names = {
      firstName: text(body, 'firstName').trim(),
      middleName: text(body, 'middleName').trim(),
      lastName: text(body, 'lastName').trim(),
    };
    for (const part of ['firstName', 'middleName', 'lastName'] as const) {
      errors.check(part, namePart(part), names[part]);
    }
    if (!errors.isEmpty) return sendValidation(c, errors);
    account.firstName = names.firstName;
    account.middleName = names.middleName === '' ? null : names.middleName;
    account.lastName = names.lastName;
    return sendMessage(c, messages.nameChanged);
  });
}
