/** A bank or e-wallet a transfer can come from. */
export type TransferSource = 'momo' | 'viettelpay' | 'vietcombank' | 'techcombank';

/** What a pending card turns into when it settles, decided from its PIN when it arrives. */
export type CardOutcome = 'success' | 'rejected' | 'wrong-value';

/** An account's balances on one game server. */
export type ZoneBalance = {
  zoneId: number;
  leftCoin: number;
  extpoint0: number;
  extpoint4: number;
};

/** A gift code the player has claimed. */
export type ClaimedGift = { giftCode: string; receivedAt: number };

/** A player account as the simulator keeps it (times in epoch milliseconds). */
export type Account = {
  username: string;
  password: string;
  email: string | null;
  phoneNumber: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dob: string | null;
  language: 'vi-VN';
  joinAt: number;
  lastPasswordChange: number | null;
  verifiedAt: number | null;
  verifiedPhoneAt: number | null;
  mfaEnabled: boolean;
  receiveNewsletter: boolean;
  credit: number;
  debtCredit: number;
  zones: ZoneBalance[];
  gifts: Map<number, ClaimedGift>;
};

/**
 * A browser's server-side session (Laravel's): a guest's (username null) or a logged-in one's. It holds
 * the anti-forgery token and dies `sessionLifetimeMs` after its last request.
 */
export type Session = {
  id: string;
  username: string | null;
  createdAt: number;
  lastActivity: number;
  csrfToken: string;
};

/** A Laravel RateLimiter entry: hits counted until `resetAt` (the first hit plus the decay). */
export type RateLimit = { hits: number; resetAt: number };

/** Attempts left on a code before it is burnt (void, the player must ask for another). */
export type CodeAttempts = { failures: number; burnt: boolean };

/** The free-form details of a transaction; unused keys stay null. */
export type TransactionPayload = {
  serial: string | null;
  pin: string | null;
  errorNote: string | null;
  source: TransferSource | null;
  provider: string | null;
  metadata: { coin: number; coinName: string; gameId: string } | null;
};

/** A ledger entry (top-level or related), owned by one account. */
export type TransactionRecord = {
  id: number;
  owner: string;
  type: string;
  value: number;
  realValue: number;
  currency: 'KP' | 'VND';
  status: string;
  createdAt: number;
  updatedAt: number;
  payload: TransactionPayload;
  related: TransactionRecord[];
  settlement: { at: number; outcome: CardOutcome } | null;
};

/** A message the simulator "sent"; tests and developers read them at GET /__sim/outbox. */
export type OutboxMessage = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  sentAt: string;
};

/** A one-time secret (reset link, OTP, security code) bound to an account. */
export type OneTimeSecret = { username: string; expiresAt: number | null; email?: string };

/** An OTP or security code, with its wrong tries. */
export type CodeSecret = OneTimeSecret & CodeAttempts & { code: string };

/** A planned failure or delay for the next matching requests. */
export type Fault = {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  delayMs: number;
  /** Answered by a proxy in front of the API: no CORS headers, so the browser sees a network error. */
  proxy: boolean;
  body: unknown;
  /** Only for requests of this account's session (by the session cookie); null for anyone's. */
  username: string | null;
  remaining: number;
};

/** The first answer to a money write sent with an `Idempotency-Key`, as sent. */
export type IdempotentAnswer = { status: number; contentType: string | null; body: string };

/** An `Idempotency-Key` of one account: the request it was first used for, and its answer once handled. */
export type IdempotencyEntry = {
  /** Method, path and body of the first request. */
  fingerprint: string;
  createdAt: number;
  /** Null while the first request is being handled. */
  answer: IdempotentAnswer | null;
};

/** Everything `reset()` restores. */
export type State = {
  accounts: Map<string, Account>;
  sessions: Map<string, Session>;
  /** Each account's remember token (Laravel's `users.remember_token`), by username; logout cycles it. */
  rememberTokens: Map<string, string>;
  transactions: TransactionRecord[];
  resetTokens: Map<string, OneTimeSecret>;
  verificationTokens: Map<string, OneTimeSecret>;
  /** Keyed `${purpose}:${username}`; the newest code replaces the previous one. */
  otps: Map<string, CodeSecret>;
  /** Keyed `${action}:${username}`. */
  securityCodes: Map<string, CodeSecret>;
  outbox: OutboxMessage[];
  faults: Fault[];
  /** Laravel RateLimiter keys: `login:{username}|{ip}` (failed logins), `login-ip:{ip}` (requests). */
  rateLimits: Map<string, RateLimit>;
  /** Keyed `${username}\n${key}`; forgotten 24 hours after the first use. */
  idempotencyKeys: Map<string, IdempotencyEntry>;
  sequence: { transaction: number; message: number; fault: number };
};
