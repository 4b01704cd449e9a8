import { afterFirstPaint } from '../afterFirstPaint';
import type { startErrorTracker } from './errorTracker';
import { holdUncaughtErrors } from './failures';
import type { RouteOf } from './routeOf';
import type { reportVitals } from './vitals';

// The modules are loaded by the caller's import(), written under its build setting's check (main.tsx): unset, the
// bundler drops the branch before it reads the import, and neither library is built.

/**
 * Measures what players get (vitals.ts) and sends it to `endpoint`. web-vitals loads after the first paint: it reads
 * the page's buffered entries, so nothing is missed by waiting.
 */
export function startVitals(
  endpoint: string,
  routeOf: RouteOf,
  load: () => Promise<{ reportVitals: typeof reportVitals }>,
): void {
  afterFirstPaint(() => {
    load().then(
      (vitals) => vitals.reportVitals(endpoint, routeOf),
      () => {
        // no connection for the chunk: this page goes unmeasured
      },
    );
  });
}

/**
 * Reports the portal's failures to Sentry (errorTracker.ts), which loads after the first paint: until then the
 * failures and uncaught errors are kept (failures.ts), and sent once it has.
 */
export function startErrorTracking(
  dsn: string,
  routeOf: RouteOf,
  load: () => Promise<{ startErrorTracker: typeof startErrorTracker }>,
): void {
  holdUncaughtErrors();
  afterFirstPaint(() => {
    load().then(
      (tracker) => tracker.startErrorTracker(dsn, routeOf),
      () => {
        // no connection for the chunk: the failures stay kept, unsent
      },
    );
  });
}
