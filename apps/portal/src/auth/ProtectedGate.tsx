import { LoadFailure, QueryHold, useUser, VisuallyHidden } from '@portal/widgets';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppText } from '../i18n/useAppText';
import { paths } from '../routing/paths';
import { usePreloadPage } from '../routing/usePreloadPage';
import { leaveForLogin } from './leaveForLogin';
import { isLoggedOutFlagSet } from './loggedOutFlag';
import { useLoggedOutElsewhere } from './useLoggedOutElsewhere';
import styles from './ProtectedGate.module.css';

/**
 * While the user loads, the shell and the page show with their loading frames and no data (issue 18: the page is
 * pre-rendered, painted before any script runs, and nothing moves when the data comes): the page's queries are
 * held, so nothing but `GET /api/me` is sent before the session is known. No user sends the visitor to /login
 * carrying the origin path in router state (a guest saw no one's data: there was none); a logged-out flag sends the
 * browser to /login. A failed load gets a message and a retry, never a blank page.
 */
export function ProtectedGate() {
  const appText = useAppText();
  const location = useLocation();
  const user = useUser();
  const loggedOut = user.status === 'signedOut' && isLoggedOutFlagSet();
  useLoggedOutElsewhere();
  const { pathname } = location;
  const preload = usePreloadPage();
  // The shell and the page's code load while the user does.
  useEffect(() => preload(pathname), [preload, pathname]);

  useEffect(() => {
    if (loggedOut) leaveForLogin();
  }, [loggedOut]);

  switch (user.status) {
    case 'loading':
    case 'signedIn':
      // The shell's code is usually there by now (preloaded, or awaited before hydrating); until it is, nothing.
      return (
        <QueryHold held={user.status === 'loading'}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </QueryHold>
      );
    case 'signedOut':
      return loggedOut ? null : <Navigate to={paths.login} replace state={{ from: location }} />;
    case 'failed':
      return (
        <main className={styles.failure}>
          {/* The page's level-one heading for screen readers (the shell with its headings is not there). */}
          <VisuallyHidden>
            <h1>{appText('app.name')}</h1>
          </VisuallyHidden>
          <LoadFailure title={appText('app.gate.failed')} error={user.error} onRetry={user.retry} />
        </main>
      );
    default:
      return user satisfies never;
  }
}
