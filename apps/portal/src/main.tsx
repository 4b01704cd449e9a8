// The package's font entry: Be Vietnam Pro 400 and 600, latin and vietnamese subsets (woff2, each with its
// unicode-range: a page loads what it draws), and the metric-matched fallback face. The regular weight's files are
// preloaded (vite-plugins/fontPreload.ts).
import '@portal/widgets/fonts.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { routes } from './routing/routes';
import { loadPageCode, patternOf } from './routing/routeTable';
import { reportFailure } from './monitoring/failures';
import { startErrorTracking, startVitals } from './monitoring/startMonitoring';

// The operators' eyes (README, "Watching the portal"), each only with its build setting, read here as
// `import.meta.env` rather than through config.ts: unset, it is the literal `undefined` in this very module, so the
// bundler drops the branch before it reads the import() in it, and web-vitals or @sentry/react is not built at all
// (scripts/check-budgets.mjs checks it). Pages are named by their route pattern, never their path.
const routeOf = (pathname: string) => patternOf(routes, pathname);
if (import.meta.env.VITE_VITALS_URL) {
  startVitals(import.meta.env.VITE_VITALS_URL, routeOf, () => import('./monitoring/vitals'));
}
if (import.meta.env.VITE_SENTRY_DSN) {
  startErrorTracking(
    import.meta.env.VITE_SENTRY_DSN,
    routeOf,
    () => import('./monitoring/errorTracker'),
  );
}
// A page that failed to render (an error boundary shows its fallback instead) is a failure the tracker hears of.
const rootOptions = import.meta.env.VITE_SENTRY_DSN
  ? { onCaughtError: (error: unknown) => reportFailure(error, 'render') }
  : undefined;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// A page pre-rendered at build time (scripts/postbuild.mjs: the public pages, and the protected ones' shell with
// their loading frames) is hydrated; any other path starts empty. A reload of an entry with router state (a
// registration step) hydrates too: what reads the location state renders the build's frame while hydrating
// (useRouterStepHistory), then its own.
if (container.hasChildNodes()) {
  // The page's code (its own chunk, and the shell's for a protected page) is awaited first, so the first render is
  // the build's frame. Hydrated in a transition: the page is already on screen, so the work is cut into slices that
  // let a tap through (a long task on a phone otherwise; what the player touches first is still hydrated first).
  void loadPageCode(routes, window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App prerendered />
        </StrictMode>,
        rootOptions,
      );
    }),
  );
} else {
  createRoot(container, rootOptions).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
