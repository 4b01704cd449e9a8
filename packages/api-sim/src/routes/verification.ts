import { SECURITY_ACTIONS } from '../catalogue';
import type { SecurityAction } from '../catalogue';
import type { App } from '../env';
import { currentAccount } from '../env';
import { readBody, sendFailure, sendFieldError, sendMessage } from '../http';
import { messages } from '../messages';
import { portalOrigin } from '../origin';
import type { Runtime } from '../runtime';
import { sendEmail } from '../state/outbox';
import {
  issueSecurityCode,
  issueVerificationToken,
  spendVerificationToken,
} from '../state/secrets';
import { text } from '../validation';

function isSecurityAction(value: string): value is SecurityAction {
  return (SECURITY_ACTIONS as readonly string[]).includes(value);
}

/** E-mail verification links and security codes, both delivered to the account's e-mail. */
export function registerVerificationRoutes(app: App, runtime: Runtime): void {
  app.post('/email-verification/send', (c) => {
    const account = currentAccount(c);
    if (!account.email) return sendFieldError(c, 'email', messages.emailMissing);
    if (account.verifiedAt !== null)
      return sendFieldError(c, 'email', messages.emailAlreadyVerified);
    const token = issueVerificationToken(runtime, account.username, account.email);
    const link = `${portalOrigin(c, runtime)}/email-verification/${token}`;
    sendEmail(runtime, {
      to: account.email,
      subject: messages.mail.verifySubject,
      text: messages.mail.verifyText(account.username, link),
      link,
    });
    return sendMessage(c, messages.verificationSent);
  });

  app.put('/email-verification', async (c) => {
    const body = await readBody(c);
    const username = spendVerificationToken(
      runtime,
      text(body, 'token'),
      (name) => runtime.state.accounts.get(name)?.email,
    );
    const account = username === undefined ? undefined : runtime.state.accounts.get(username);
    if (!account) {
      return sendFailure(c, 404, messages.verificationInvalid, 'verification_token_invalid');
    }
    account.verifiedAt = runtime.now();
    return sendMessage(c, messages.verificationOk);
  });

  app.post('/api/security-code', async (c) => {
    const account = currentAccount(c);
    const action = text(await readBody(c), 'action').trim();
    if (!isSecurityAction(action)) return sendFieldError(c, 'action', messages.actionInvalid);
    if (!account.email) return sendFieldError(c, 'email', messages.emailMissing);
    const code = issueSecurityCode(runtime, action, account.username);
    sendEmail(runtime, {
      to: account.email,
      subject: messages.mail.securityCodeSubject,
      text: messages.mail.securityCodeText(code),
      code,
    });
    return sendMessage(c, messages.securityCodeSent);
  });
}
