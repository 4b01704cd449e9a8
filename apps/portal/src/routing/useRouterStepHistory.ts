import { isRegisterStep, type RegisterStep, type StepHistory } from '@portal/widgets';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function stateRecord(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * The registration wizard's steps as router history entries: each step forward is a navigation
 * to the same path with the step in its state (the origin path stays beside it), so the browser's
 * back button returns to the previous step.
 */
export function useRouterStepHistory(): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const state = stateRecord(location.state);
  const current = isRegisterStep(state.registerStep) ? state.registerStep : null;
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
