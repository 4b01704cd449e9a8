import { request, type APIRequestContext } from '@playwright/test';

/** The simulator the browser tests' portal talks to. */
export const simURL = `http://localhost:${process.env.E2E_SIM_PORT ?? 8787}`;

/** An account made for one test, so parallel tests never share (or break) each other's state. */
export interface TestAccount {
  username: string;
  password: string;
  phone: string;
}

/** An entry of the simulator's outbox. */
export interface OutboxMessage {
  id: string | number;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  link?: string;
  code?: string;
  sentAt: string;
}

let counter = 0;

function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

async function withApi<T>(
  run: (api: APIRequestContext, xsrf: () => Promise<string>) => Promise<T>,
): Promise<T> {
  const api = await request.newContext({ baseURL: simURL });
  // the session's token: csrf-cookie starts a session or keeps the current one's
  const xsrf = async () => {
    await api.get('/api/csrf-cookie');
    const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    return decodeURIComponent(cookie?.value ?? '');
  };
  try {
    return await run(api, xsrf);
  } finally {
    await api.dispose();
  }
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/**
 * Registers a fresh account through the simulator's API (its phone is unverified); `long`: a username of
 * the full 32 characters.
 */
export async function freshAccount({ long = false } = {}): Promise<TestAccount> {
  const suffix = uniqueSuffix();
  const account = {
    username: (long ? `e2e_${suffix}`.padEnd(32, 'x') : `e2e_${suffix}`).slice(0, 32),
    password: 'Hiepkhach@2026',
    phone: `09${String(Date.now() + counter).slice(-8)}`,
  };
  await withApi(async (api, xsrf) => {
    const response = await api.post('/register', {
      headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
      data: {
        phone: account.phone,
        receiveNewsletter: false,
        username: account.username,
        password: account.password,
        passwordConfirm: account.password,
        gReCaptchaToken: 'dev-captcha-ok',
      },
    });
    await expectOk(response, 'register');
  });
  return account;
}

/** Logs in through the API; returns the headers for later writes (login rotates the XSRF token). */
async function logInThrough(
  api: APIRequestContext,
  xsrf: () => Promise<string>,
  account: TestAccount,
): Promise<Record<string, string>> {
  await expectOk(
    await api.post('/login', {
      headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
      data: { username: account.username, password: account.password, remember: false },
    }),
    'login',
  );
  return { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' };
}

/** Gives an account an e-mail address (unverified), as the player would from account management. */
export async function setEmail(account: TestAccount, email: string): Promise<void> {
  await withApi(async (api, xsrf) => {
    const headers = await logInThrough(api, xsrf, account);
    await expectOk(
      await api.post('/api/user/change-email', { headers, data: { email } }),
      'change-email',
    );
  });
}

/**
 * Ends every session of the account now, as if its lifetime had passed (the next call of a page
 * logged in as it gets 401; a write gets 419 first). POST /__sim/sessions/expire { username }.
 */
export async function expireSession(username: string): Promise<void> {
  await withApi(async (api) => {
    await expectOk(
      await api.post('/__sim/sessions/expire', { data: { username } }),
      'expire session',
    );
  });
}

/** A text from a player's phone to the support number (`MXT {username}`, `KH {username}`). */
export async function sendSms(from: string, text: string): Promise<void> {
  await withApi(async (api) => {
    await expectOk(await api.post('/__sim/sms', { data: { from, text } }), 'sms');
  });
}

/** The newest message sent to an address or phone number. */
export async function lastMessageTo(to: string): Promise<OutboxMessage> {
  return withApi(async (api) => {
    const response = await api.get('/__sim/outbox');
    await expectOk(response, 'outbox');
    const messages = ((await response.json()) as OutboxMessage[]).filter((m) => m.to === to);
    const last = messages.at(-1);
    if (!last) throw new Error(`No message was sent to ${to}.`);
    return last;
  });
}

/** Logs the account in through the API and asks for a verification e-mail; returns the link's path. */
export async function requestVerificationLink(
  account: TestAccount,
  email: string,
): Promise<string> {
  await withApi(async (api, xsrf) => {
    const headers = await logInThrough(api, xsrf, account);
    await expectOk(
      await api.post('/email-verification/send', { headers, data: {} }),
      'verification send',
    );
  });
  const link = (await lastMessageTo(email)).link;
  if (!link) throw new Error('The verification e-mail has no link.');
  return new URL(link).pathname;
}

/** An account's money as the simulator has it (`GET /__sim/ledger`): what the pages' decisions came to. */
export interface Ledger {
  username: string;
  credit: number;
  debtCredit: number;
  transactions: { id: number; type: string; value: number; status: string }[];
  gifts: { id: number; giftCode: string }[];
  /** Each Idempotency-Key the account sent, with its request and its first answer's status (null while handled). */
  moneyWrites: { key: string; request: string; body: string; status: number | null }[];
}

/** Reads an account's ledger from the simulator (no session of the account's is needed or touched). */
export async function ledgerOf(username: string): Promise<Ledger> {
  return withApi(async (api) => {
    const response = await api.get(`/__sim/ledger?username=${encodeURIComponent(username)}`);
    await expectOk(response, 'ledger');
    return (await response.json()) as Ledger;
  });
}

/** Calls one of the simulator's development tools (`POST /__sim/...`), failing the test on a refusal. */
export async function simTool(path: string, data: object): Promise<void> {
  const api = await request.newContext({ baseURL: simURL });
  try {
    const response = await api.post(path, { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

/** A fresh player with 1.260 KP (a 100.000đ Vietcombank transfer): two recharges of 500 KP, or the auto-key gift. */
export async function playerWith1260(): Promise<TestAccount> {
  const account = await freshAccount();
  await simTool('/__sim/transfer', {
    username: account.username,
    method: 'vietcombank',
    amount: 100_000,
  });
  return account;
}
