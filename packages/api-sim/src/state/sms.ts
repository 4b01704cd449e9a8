import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { findAccount, normalisePhone } from './accounts';
import { sendSms } from './outbox';
import { issueOtp } from './secrets';
import type { OutboxMessage } from './types';

/**
 * Handles an SMS a player sends to the support number and returns the reply:
 * `MXT {username}` from the verified phone answers with a reset OTP,
 * `KH {username}` from the account's phone activates (verifies) that phone.
 */
export function receiveSms(runtime: Runtime, from: string, text: string): OutboxMessage {
  const to = normalisePhone(from);
  const reply = (subject: string, body: string, code?: string) =>
    sendSms(runtime, { to, subject, text: body, ...(code === undefined ? {} : { code }) });

  const [, keyword, username] = /^\s*(MXT|KH)\s+(\S+)\s*$/i.exec(text) ?? [];
  if (!keyword || !username) return reply(messages.sms.unknownSubject, messages.sms.unknownText);
  const account = findAccount(runtime.state, username);
  if (!account?.phoneNumber || normalisePhone(account.phoneNumber) !== to) {
    return reply(messages.sms.rejectedSubject, messages.sms.rejectedText);
  }
  if (keyword.toUpperCase() === 'KH') {
    account.verifiedPhoneAt ??= runtime.now();
    return reply(messages.sms.activatedSubject, messages.sms.activatedText(account.username));
  }
  if (account.verifiedPhoneAt === null) {
    return reply(messages.sms.rejectedSubject, messages.sms.rejectedText);
  }
  const code = issueOtp(runtime, 'reset_password', account.username);
  return reply(messages.sms.resetOtpSubject, messages.sms.resetOtpText(code), code);
}
