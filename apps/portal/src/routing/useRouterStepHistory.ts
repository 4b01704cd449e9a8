import { isRegisterStep, type RegisterStep, type StepHistory } from '@portal/widgets';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function stateRecord(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

const noSubscription = () => () => {};

/**
 * Whether this render continues a page pre-rendered at build time (hydrating it, or rendering at build time): the
 * build knew no location state, so the first frame must not depend on it (React renders again at once after).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The registration wizard's steps as router history entries: each step forward is a navigation
 * to the same path with the step in its state (the origin path stays beside it), so the browser's
 * back button returns to the previous step. The step is the router's location state (`useLocation`), read once
 * the page is hydrated: a reload of a step's entry hydrates the build's first frame (no step), then shows it.
 */
export function useRouterStepHistory(): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrating = useHydrating();
  const state = stateRecord(location.state);
  const current = !hydrating && isRegisterStep(state.registerStep) ? state.registerStep : null;
  const push = useCallback(
    (step: RegisterStep) => {
      navigate(`${location.pathname}${location.search}`, {
        state: { ...stateRecord(location.state), registerStep: step },
      });
    },
    [location.pathname, location.search, location.state, navigate],
  );
  const back = useCallback(() => navigate(-1), [navigate]);
  return useMemo(() => ({ current, push, back }), [current, push, back]);
}
