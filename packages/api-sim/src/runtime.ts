import type { State } from './state/types';

/** The portal origins a browser may call the simulator from, by default. */
export const DEFAULT_ORIGINS: readonly string[] = [
  'http://localhost:5173', // portal dev server
  'http://localhost:4173', // portal preview
  'http://localhost:5180', // embed demo
  'http://localhost:61000', // Ladle
];

/** Where links in e-mails point when the request did not come from an allowed origin. */
export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';

/** Options of `createSimulator`. */
export type SimulatorOptions = {
  /** Exact origins allowed to call with credentials (CORS). */
  origins?: string[];
  /** The clock, in epoch milliseconds; inject one to control expiry and settlement. */
  now?: () => number;
  /** How long a card top-up stays pending, in milliseconds (default 2000, below 3000). */
  settleDelayMs?: number;
  /**
   * Whether a pending card also settles on a timer of its own (default true). With false it settles only on the next
   * request once the injected clock (`now`) has passed its moment: a test that drives the clock sees no settlement it
   * did not cause, whatever the machine's speed.
   */
  cardTimers?: boolean;
  /** Minutes a session lives after its last request (Laravel's SESSION_LIFETIME; default 120). */
  sessionLifetimeMinutes?: number;
  /** POST /login requests one IP may send per minute before a 429 (default 60; 0 means no limit). */
  loginRequestsPerMinute?: number;
};

/** Limits a test may change at run time (POST /__sim/limits); `reset()` restores the options'. */
export type Limits = { sessionLifetimeMinutes: number; loginRequestsPerMinute: number };

/** The simulator's mutable state plus its clock and options, shared by middleware and routes. */
export type Runtime = {
  state: State;
  readonly now: () => number;
  readonly origins: readonly string[];
  readonly settleDelayMs: number;
  /** Whether pending cards settle on timers (`SimulatorOptions.cardTimers`). */
  readonly cardTimers: boolean;
  limits: Limits;
  /** The limits the simulator was created with. */
  readonly initialLimits: Readonly<Limits>;
  /** Runs `task` after `ms` real milliseconds unless the simulator is reset first. */
  schedule(task: () => void, ms: number): void;
  clearTimers(): void;
};

/** Builds the runtime around an initial state. */
export function createRuntime(options: SimulatorOptions, state: State): Runtime {
  const settleDelayMs = options.settleDelayMs ?? 2000;
  if (!(settleDelayMs >= 0 && settleDelayMs < 3000)) {
    throw new RangeError(`settleDelayMs must be between 0 and 2999, got ${settleDelayMs}.`);
  }
  const initialLimits: Limits = {
    sessionLifetimeMinutes: options.sessionLifetimeMinutes ?? 120,
    loginRequestsPerMinute: options.loginRequestsPerMinute ?? 60,
  };
  checkLimits(initialLimits);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    state,
    now: options.now ?? Date.now,
    origins: [...(options.origins ?? DEFAULT_ORIGINS)],
    settleDelayMs,
    cardTimers: options.cardTimers ?? true,
    limits: { ...initialLimits },
    initialLimits,
    schedule(task, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task();
      }, ms);
      // a pending card must never keep a test run or a server shutdown waiting
      if (typeof timer === 'object' && 'unref' in timer) timer.unref();
      timers.add(timer);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Throws on limits that make no sense: a lifetime must be positive, a rate a whole number ≥ 0. */
export function checkLimits(limits: Limits): void {
  if (!(limits.sessionLifetimeMinutes > 0)) {
    throw new RangeError(
      `sessionLifetimeMinutes must be above 0, got ${limits.sessionLifetimeMinutes}.`,
    );
  }
  if (!(Number.isInteger(limits.loginRequestsPerMinute) && limits.loginRequestsPerMinute >= 0)) {
    throw new RangeError(
      `loginRequestsPerMinute must be a whole number ≥ 0, got ${limits.loginRequestsPerMinute}.`,
    );
  }
}
