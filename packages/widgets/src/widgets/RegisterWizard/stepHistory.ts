import { useCallback, useEffect, useMemo, useState } from 'react';

/** The steps of the registration wizard, in order. */
export type RegisterStep = 'phone' | 'username' | 'password';

/** The steps in order. */
export const registerSteps: readonly RegisterStep[] = ['phone', 'username', 'password'];

/** Whether a value (a history entry's state, say) names one of the wizard's steps. */
export function isRegisterStep(value: unknown): value is RegisterStep {
  return registerSteps.some((step) => step === value);
}

/**
 * Where the wizard's step lives in the browser's history: `current` is the step the current entry
 * names (null for none), `push` adds an entry for a step. The portal passes one built on its router.
 */
export interface StepHistory {
  current: RegisterStep | null;
  push(step: RegisterStep): void;
  /**
   * Returns to the previous entry, as the browser's back button does. Steps are only ever pushed
   * one forward from the last, so the entry before a step's entry holds the step before it.
   * Without it, the wizard's own back button pushes the previous step instead.
   */
  back?(): void;
}

/** The key of `history.state` that holds the step; a router keeps its own keys beside it. */
export const stepStateKey = 'portalRegisterStep';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stepIn(state: unknown): RegisterStep | null {
  if (!isRecord(state)) return null;
  const step = state[stepStateKey];
  return isRegisterStep(step) ? step : null;
}

/**
 * A {@link StepHistory} on `window.history`: a step is pushed into the entry's state (keeping the
 * keys already there) and the browser's back and forward buttons bring it back. The address is
 * never touched.
 */
export function useBrowserStepHistory(): StepHistory {
  const [current, setCurrent] = useState<RegisterStep | null>(() =>
    typeof window === 'undefined' ? null : stepIn(window.history.state),
  );

  useEffect(() => {
    const restore = (event: PopStateEvent) => setCurrent(stepIn(event.state));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  const push = useCallback((step: RegisterStep) => {
    const state: unknown = window.history.state;
    window.history.pushState({ ...(isRecord(state) ? state : {}), [stepStateKey]: step }, '');
    setCurrent(step);
  }, []);

  const back = useCallback(() => window.history.back(), []);

  return useMemo(() => ({ current, push, back }), [current, push, back]);
}
