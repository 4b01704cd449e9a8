/** Data from the simulator's own flows: accounts, reset and verification tokens, OTPs. */
import { DEV_CAPTCHA_OK, SEED_CREDENTIALS, type OutboxMessage } from '@portal/api-sim';
import { api } from './answers';
import { inPageFetch, storyClient } from './client';

/** A name no account has yet (the simulator keeps its state while the page lives). */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The password of the accounts made for stories. */
export const storyPassword = 'Kiếm-hiệp 2026!';

let queue: Promise<unknown> = Promise.resolve();

/** Runs the flows of one story after those of the story before: they share the page's session. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function simulatorTool<T>(path: string, body?: object): Promise<T> {
  const response = await inPageFetch(
    api(path),
    body && {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function lastMessageTo(to: string): Promise<OutboxMessage> {
  const outbox = await simulatorTool<OutboxMessage[]>(`/__sim/outbox?to=${encodeURIComponent(to)}`);
  const last = outbox.at(-1);
  if (!last) throw new Error(`The simulator sent nothing to ${to}.`);
  return last;
}

function tokenOfLink(message: OutboxMessage): string {
  const token = message.link?.split('/').at(-1);
  if (!token) throw new Error(`"${message.subject}" to ${message.to} has no link.`);
  return token;
}

/** Registers a new account, which logs it in. */
async function newAccount() {
  const username = uniqueName('story');
  const phone = uniquePhone();
  await storyClient.register({
    phone,
    receiveNewsletter: false,
    username,
    password: storyPassword,
    passwordConfirm: storyPassword,
    gReCaptchaToken: DEV_CAPTCHA_OK,
  });
  return { username, phone };
}

/** A new account (logged in) with an unverified e-mail address of its own. */
async function accountWithEmail() {
  const { username } = await newAccount();
  const email = `${username}@example.com`;
  // No security code: the account has no verified address yet.
  await storyClient.changeEmail({ email, securityCode: '' });
  return { username, email };
}

/** The token of a live reset link, e-mailed to a new account by `POST /reset-password/send-email`. */
export const resetToken = () =>
  serially(async () => {
    const { username, email } = await accountWithEmail();
    await storyClient.logout();
    await storyClient.sendResetEmail({ username, gReCaptchaToken: DEV_CAPTCHA_OK });
    return tokenOfLink(await lastMessageTo(email));
  });

/** The token of a live verification link, e-mailed to a new account by `POST /email-verification/send`. */
export const verificationToken = () =>
  serially(async () => {
    const { email } = await accountWithEmail();
    await storyClient.sendVerificationEmail();
    await storyClient.logout();
    return tokenOfLink(await lastMessageTo(email));
  });

/** A new account whose phone is verified (`KH`) and has asked for a reset OTP (`MXT`) by SMS. */
export const phoneResetOtp = () =>
  serially(async () => {
    const { username, phone } = await newAccount();
    await storyClient.logout();
    const sms = (text: string) =>
      simulatorTool<{ reply: OutboxMessage }>('/__sim/sms', { from: phone, text });
    await sms(`KH ${username}`);
    const { reply } = await sms(`MXT ${username}`);
    if (!reply.code) throw new Error(`MXT ${username} got no OTP: ${reply.text}`);
    return { username, otp: reply.code };
  });

/** Signs the story's page in as a seed account (demo, debtor, legacy, newbie). */
export const signedInAs = (username: keyof typeof SEED_CREDENTIALS) =>
  serially(async () => {
    await storyClient.login({ username, password: SEED_CREDENTIALS[username], remember: false });
    return username;
  });

/** A new account, signed in, with `amount` đồng paid in by Vietcombank transfer first (0 for none). */
export const freshPlayer = (amount = 0) =>
  serially(async () => {
    const { username } = await newAccount();
    if (amount > 0) {
      await simulatorTool('/__sim/transfer', { username, method: 'vietcombank', amount });
    }
    return username;
  });
