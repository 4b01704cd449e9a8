import { isApiError } from '@portal/widgets';
import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  setCurrentClient,
} from '@sentry/react';
import { attachTracker, type Failure } from './failures';
import type { RouteOf } from './routeOf';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/** What a failure of the API says besides its description: its kind and status, and which fields it named. */
function apiFacts(error: unknown) {
  if (!isApiError(error)) return { tags: {}, contexts: {} };
  return {
    tags: { kind: error.kind, status: String(error.statusCode) },
    contexts: {
      failure: {
        messageKey: error.messageKey,
        errorCode: error.errorCode ?? null,
        fields: Object.keys(error.errors),
      },
    },
  };
}

function captureFailure({ error, stage, pathname }: Failure, routeOf: RouteOf): void {
  const { tags, contexts } = apiFacts(error);
  captureException(error, {
    captureContext: { tags: { stage, route: routeOf(pathname), ...tags }, contexts },
    // An error nothing caught, kept until now (failures.ts): as Sentry's own handlers would have sent it.
    mechanism: { type: stage === 'uncaught' ? 'onerror' : 'portal', handled: stage !== 'uncaught' },
  });
}

/**
 * Starts Sentry (@sentry/react's browser client with the integrations the portal needs, the way Sentry's tree-shaking
 * guide builds one) and hands it the failures kept so far: the widgets' (`onError`), the pages' that failed to render
 * and the uncaught errors, which its own global handlers report from now on. Nothing of the player is collected (no
 * console or click breadcrumbs either), and every event and breadcrumb scrubbed (scrub.ts) before it leaves.
 */
export function startErrorTracker(dsn: string, routeOf: RouteOf): void {
  const client = new BrowserClient({
    dsn,
    // @sentry/react 11's successor of `sendDefaultPii: false`, stricter: no user, cookie, body, query or local
    // variable; of the headers only the browser's name.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      breadcrumbsIntegration({ dom: false, xhr: false, sentry: false }),
    ],
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb, routeOf),
    beforeSend: (event, hint) => scrubEvent(event, hint.originalException, routeOf),
  });
  setCurrentClient(client);
  client.init();
  attachTracker((failure) => captureFailure(failure, routeOf));
}
