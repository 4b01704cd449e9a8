/**
 * The waits of the widgets' polls, in ms: a provider option for tests and stories, which shorten them. A host leaves
 * it out; the defaults are the product's.
 */
export interface PortalTiming {
  /**
   * Waits before each refetch of the history while a transaction is pending (a card just sent, a pending row of the
   * history); after the last one the polls stop.
   */
  pendingPollMs?: readonly number[];
  /** Waits before each look after a write's answer was lost (a card, a recharge, an account-zone move: at 1, 2.5, 5 s). */
  outcomeCheckMs?: readonly number[];
}

/** {@link PortalTiming} with every wait filled in. */
export type ResolvedTiming = Required<PortalTiming>;

/** The product's waits: the history at 1, 3, 6, 10 and 15 s while something is pending; a lost answer at 1, 2.5, 5 s. */
export const defaultTiming: ResolvedTiming = {
  pendingPollMs: [1000, 2000, 3000, 4000, 5000],
  outcomeCheckMs: [1000, 1500, 2500],
};

/** The provider's timing, defaults filled in. */
export function resolveTiming(timing: PortalTiming | undefined): ResolvedTiming {
  return { ...defaultTiming, ...timing };
}
