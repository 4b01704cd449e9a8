import { LIFETIME } from '../catalogue';
import type { SecurityAction } from '../catalogue';
import { randomHex, randomOtp, randomSecurityCode } from '../random';
import type { Runtime } from '../runtime';
import type { CodeSecret, OneTimeSecret } from './types';

/** What an OTP sent by SMS is for. */
export type OtpPurpose = 'reset_password' | 'change_phone';

function isLive<T extends OneTimeSecret>(runtime: Runtime, secret: T | undefined): secret is T {
  return secret !== undefined && (secret.expiresAt === null || runtime.now() < secret.expiresAt);
}

/** Issues a reset-password token valid 60 minutes; older tokens of the account stop working. */
export function issueResetToken(runtime: Runtime, username: string): string {
  const { resetTokens } = runtime.state;
  for (const [token, secret] of resetTokens) {
    if (secret.username === username) resetTokens.delete(token);
  }
  const token = randomHex(32);
  resetTokens.set(token, { username, expiresAt: runtime.now() + LIFETIME.resetToken });
  return token;
}

/** The account a live reset token belongs to; with `spend` the token is used up. */
export function useResetToken(runtime: Runtime, token: string, spend: boolean): string | undefined {
  const secret = runtime.state.resetTokens.get(token);
  if (!isLive(runtime, secret)) return undefined;
  if (spend) runtime.state.resetTokens.delete(token);
  return secret.username;
}

/** Issues an e-mail verification token for the account's current address. */
export function issueVerificationToken(runtime: Runtime, username: string, email: string): string {
  const token = randomHex(32);
  runtime.state.verificationTokens.set(token, { username, email, expiresAt: null });
  return token;
}

/** Spends a verification token; it only counts while the account still has that address. */
export function spendVerificationToken(
  runtime: Runtime,
  token: string,
  currentEmail: (username: string) => string | null | undefined,
): string | undefined {
  const secret = runtime.state.verificationTokens.get(token);
  if (!isLive(runtime, secret) || currentEmail(secret.username) !== secret.email) return undefined;
  runtime.state.verificationTokens.delete(token);
  return secret.username;
}

/** Wrong tries a code survives: the fifth burns it, and the player must ask for a new one. */
export const MAX_CODE_FAILURES = 5;

/** How a code checks out: right, wrong (or expired, or none), or burnt by too many wrong tries. */
export type CodeCheck = 'ok' | 'wrong' | 'burnt';

function checkCode(runtime: Runtime, secret: CodeSecret | undefined, given: string): CodeCheck {
  if (secret?.burnt) return 'burnt';
  if (!isLive(runtime, secret)) return 'wrong';
  if (secret.code === given) return 'ok';
  secret.failures += 1;
  if (secret.failures < MAX_CODE_FAILURES) return 'wrong';
  secret.burnt = true;
  return 'burnt';
}

function newCode(runtime: Runtime, username: string, code: string): CodeSecret {
  return { username, code, expiresAt: runtime.now() + LIFETIME.otp, failures: 0, burnt: false };
}

/** Issues a 6-digit OTP valid 10 minutes, replacing the previous one (burnt or not) for the purpose. */
export function issueOtp(runtime: Runtime, purpose: OtpPurpose, username: string): string {
  const code = randomOtp();
  runtime.state.otps.set(`${purpose}:${username}`, newCode(runtime, username, code));
  return code;
}

/** Checks an OTP without using it up; a wrong one counts towards MAX_CODE_FAILURES. */
export function checkOtp(
  runtime: Runtime,
  purpose: OtpPurpose,
  username: string,
  code: string,
): CodeCheck {
  return checkCode(runtime, runtime.state.otps.get(`${purpose}:${username}`), code.trim());
}

/** Checks an OTP; a correct one is used up. */
export function spendOtp(
  runtime: Runtime,
  purpose: OtpPurpose,
  username: string,
  code: string,
): CodeCheck {
  const result = checkOtp(runtime, purpose, username, code);
  if (result === 'ok') runtime.state.otps.delete(`${purpose}:${username}`);
  return result;
}

/** Issues a 6-character security code valid 10 minutes for one action. */
export function issueSecurityCode(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
): string {
  const code = randomSecurityCode();
  runtime.state.securityCodes.set(`${action}:${username}`, {
    ...newCode(runtime, username, code),
    expiresAt: runtime.now() + LIFETIME.securityCode,
  });
  return code;
}

/** Checks a security code (case-insensitively) without using it up; a wrong one counts. */
export function checkSecurityCode(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
  code: string,
): CodeCheck {
  const secret = runtime.state.securityCodes.get(`${action}:${username}`);
  return checkCode(runtime, secret, code.trim().toUpperCase());
}

/** Checks a security code for an action; a correct one is used up. */
export function spendSecurityCode(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
  code: string,
): CodeCheck {
  const result = checkSecurityCode(runtime, action, username, code);
  if (result === 'ok') runtime.state.securityCodes.delete(`${action}:${username}`);
  return result;
}
