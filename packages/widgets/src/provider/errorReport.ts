import { isApiError } from '../api';

/** When a failure happened: a form's submit, a data load, or the check after an unknown outcome. */
export type PortalErrorStage = 'submit' | 'load' | 'reconcile';

/** Receives the widgets' failures (PortalProvider's `onError`), e.g. for the host's monitoring. */
export type PortalErrorHandler = (error: unknown, stage: PortalErrorStage) => void;

// Bundlers replace process.env.NODE_ENV in dependencies as they do for React; unbundled, it throws.
declare const process: { env: { NODE_ENV?: string } };

function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** One line a developer can act on: the kind and status of a failure, never the response body. */
export function describeFailure(error: unknown): string {
  if (isApiError(error)) return `${error.kind} ${error.statusCode} (${error.messageKey})`;
  if (error instanceof Error) return error.name;
  return typeof error;
}

/** Without `onError`: silent in production builds, one short warning in development builds. */
export const defaultErrorHandler: PortalErrorHandler = (error, stage) => {
  if (isDevelopment()) {
    console.warn(`@portal/widgets: a ${stage} failed: ${describeFailure(error)}`);
  }
};
