import type { PortalErrorStage } from '@portal/widgets';

/**
 * When a failure happened: a stage of the widgets' (PortalProvider's `onError`), a page that failed to render (an
 * error boundary showed its fallback), or an error nothing caught.
 */
export type FailureStage = PortalErrorStage | 'render' | 'uncaught';

/** A failure on its way to the error tracker. */
export interface Failure {
  error: unknown;
  stage: FailureStage;
  /** The page it happened on (named by its route pattern when sent), as it may have changed since. */
  pathname: string;
}

/** Enough to see what went wrong first on a page whose tracker has not loaded, never an unbounded pile. */
export const maxWaitingFailures = 20;

let deliver: ((failure: Failure) => void) | undefined;
const waiting: Failure[] = [];
let stopHolding = () => {};

/** Hands a failure to the error tracker, or keeps it until the tracker has loaded. PortalProvider's `onError`. */
export function reportFailure(error: unknown, stage: FailureStage): void {
  const failure = { error, stage, pathname: window.location.pathname };
  if (deliver) deliver(failure);
  else if (waiting.length < maxWaitingFailures) waiting.push(failure);
}

/**
 * Keeps the errors nothing catches (and promises rejected unheard) until the tracker loads, whose own handlers take
 * over then (`attachTracker`). Called as the portal starts.
 */
export function holdUncaughtErrors(): void {
  const onError = (event: ErrorEvent) => reportFailure(event.error ?? event.message, 'uncaught');
  const onRejection = (event: PromiseRejectionEvent) => reportFailure(event.reason, 'uncaught');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  stopHolding = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The tracker has loaded: the failures kept so far go to `send`, in order, and every later one at once. */
export function attachTracker(send: (failure: Failure) => void): void {
  stopHolding();
  deliver = send;
  for (const failure of waiting.splice(0)) send(failure);
}
