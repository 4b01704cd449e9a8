import { createApp } from './app';
import { createRuntime } from './runtime';
import type { Limits, SimulatorOptions } from './runtime';
import { settleDueCards } from './state/card-topups';
import { createSeedState } from './state/seed';
import { moneyWritesOf, type MoneyWrite } from './state/idempotency';
import { createSession, isSessionLive } from './state/sessions';
import { historyOf } from './state/ledger';
import type { OutboxMessage } from './state/types';
import { toTransaction, toUser } from './wire';
import type { Transaction, User } from './wire';

/** A running simulator: one fetch handler over in-memory state. */
export type Simulator = {
  /** Answers a request as the portal's API would. */
  fetch(request: Request): Promise<Response>;
  /**
   * Like `fetch`, but cookies travel beside the Request and Response: browsers drop `cookie` and
   * `Set-Cookie` there. For adapters that keep their own cookie jar, such as the MSW handlers.
   */
  exchange(request: Request, cookie: string): Promise<{ response: Response; setCookies: string[] }>;
  /** Restores the seed accounts and forgets sessions, messages, faults and pending timers. */
  reset(): void;
  /** Every e-mail and SMS sent so far, oldest first. */
  outbox(): OutboxMessage[];
  /** The newest message sent to `to` (an e-mail address or phone number), if any. */
  lastMessageTo(to: string): OutboxMessage | undefined;
  /** An account as GET /api/me would show it. */
  user(username: string): User | undefined;
  /** An account's history as GET /api/transaction-history would show it. */
  transactions(username: string): Transaction[];
  /**
   * The money writes `username` sent with an `Idempotency-Key`, oldest first: each key, its request
   * (`POST /api/recharge/game`), its body (canonical JSON) and the status of its first answer (null while it is being
   * handled). A key answered 2xx
   * is a decision the server did, once; what it did is in the ledger (`user`, `transactions`).
   */
  moneyWrites(username: string): MoneyWrite[];
  /** The account signed in on the session of this `portal_session` cookie value; null for a guest's, ended or none. */
  sessionUser(sessionId: string): string | null;
  /**
   * Logs an account in without a request: the `portal_session` cookie's value and the session's anti-forgery token,
   * which a browser holds as the readable `XSRF-TOKEN` cookie (Laravel sends it with every session).
   */
  createSession(username: string): { id: string; xsrfToken: string };
  /** The limits in force (session lifetime, login requests per IP a minute). */
  readonly limits: Readonly<Limits>;
  /** Stops pending settlement timers (the state stays readable). */
  dispose(): void;
};

/** Creates a simulator over fresh seed state. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const now = options.now ?? Date.now;
  const runtime = createRuntime(options, createSeedState(now()));
  const reset = () => {
    runtime.clearTimers();
    // in place, so anything holding the state object sees the seed again
    Object.assign(runtime.state, createSeedState(runtime.now()));
    runtime.limits = { ...runtime.initialLimits };
  };
  const app = createApp(runtime, reset);
  const findAccount = (username: string) => runtime.state.accounts.get(username.toLowerCase());

  return {
    fetch: async (request) => app.fetch(request),
    exchange: async (request, cookie) => {
      const setCookies: string[] = [];
      const response = await app.fetch(request, { cookie, setCookies });
      return { response, setCookies };
    },
    reset,
    outbox: () => runtime.state.outbox.map((message) => ({ ...message })),
    lastMessageTo: (to) => runtime.state.outbox.findLast((message) => message.to === to),
    user: (username) => {
      settleDueCards(runtime);
      const account = findAccount(username);
      return account && toUser(account);
    },
    transactions: (username) => {
      settleDueCards(runtime);
      return historyOf(runtime.state, username.toLowerCase()).map(toTransaction);
    },
    moneyWrites: (username) => moneyWritesOf(runtime.state, username.toLowerCase()),
    sessionUser: (sessionId) => {
      const session = runtime.state.sessions.get(sessionId);
      return session && isSessionLive(runtime, session) ? session.username : null;
    },
    createSession: (username) => {
      const account = findAccount(username);
      if (!account) throw new Error(`createSession(): there is no account named "${username}".`);
      const session = createSession(runtime, account.username);
      return { id: session.id, xsrfToken: session.csrfToken };
    },
    get limits() {
      return { ...runtime.limits };
    },
    dispose: () => runtime.clearTimers(),
  };
}
