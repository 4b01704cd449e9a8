import { LIFETIME } from '../catalogue';
import type { SecurityAction } from '../catalogue';
import { randomHex, randomOtp, randomSecurityCode } from '../random';
import type { Runtime } from '../runtime';
import type { OneTimeSecret } from './types';

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

/** Issues a 6-digit OTP valid 10 minutes, replacing the previous one for the same purpose. */
export function issueOtp(runtime: Runtime, purpose: OtpPurpose, username: string): string {
  const code = randomOtp();
  runtime.state.otps.set(`${purpose}:${username}`, {
    username,
    code,
    expiresAt: runtime.now() + LIFETIME.otp,
  });
  return code;
}

/** True when `code` is the live OTP for this purpose. */
export function otpMatches(
  runtime: Runtime,
  purpose: OtpPurpose,
  username: string,
  code: string,
): boolean {
  const secret = runtime.state.otps.get(`${purpose}:${username}`);
  return isLive(runtime, secret) && secret.code === code.trim();
}

/** Checks an OTP; a correct one is used up. */
export function spendOtp(
  runtime: Runtime,
  purpose: OtpPurpose,
  username: string,
  code: string,
): boolean {
  if (!otpMatches(runtime, purpose, username, code)) return false;
  runtime.state.otps.delete(`${purpose}:${username}`);
  return true;
}

/** Issues a 6-character security code valid 10 minutes for one action. */
export function issueSecurityCode(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
): string {
  const code = randomSecurityCode();
  runtime.state.securityCodes.set(`${action}:${username}`, {
    username,
    code,
    expiresAt: runtime.now() + LIFETIME.securityCode,
  });
  return code;
}

/** True when `code` is the live security code for this action (case-insensitively). */
export function securityCodeMatches(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
  code: string,
): boolean {
  const secret = runtime.state.securityCodes.get(`${action}:${username}`);
  return isLive(runtime, secret) && secret.code === code.trim().toUpperCase();
}

/** Checks a security code for an action; a correct one is used up. */
export function spendSecurityCode(
  runtime: Runtime,
  action: SecurityAction,
  username: string,
  code: string,
): boolean {
  if (!securityCodeMatches(runtime, action, username, code)) return false;
  runtime.state.securityCodes.delete(`${action}:${username}`);
  return true;
}
