import { useTranslate, useUser, Alert, Button } from '@portal/widgets';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppText } from '../i18n/useAppText';
import { isLoggedOutFlagSet } from './loggedOutFlag';
import { useLoggedOutElsewhere } from './useLoggedOutElsewhere';
import styles from './ProtectedGate.module.css';

/**
 * Spec section 2: nothing shows while the user loads; no user sends the visitor to /login carrying
 * the origin path in router state; a logged-out flag sends the browser to /login. A failed load
 * gets a message and a retry, never a blank page.
 */
export function ProtectedGate() {
  const t = useTranslate();
  const appText = useAppText();
  const location = useLocation();
  const { user, error, reload } = useUser();
  const loggedOut = user === null && isLoggedOutFlagSet();
  useLoggedOutElsewhere();

  useEffect(() => {
    if (loggedOut) window.location.replace('/login');
  }, [loggedOut]);

  if (user) return <Outlet />;
  if (user === null) {
    return loggedOut ? null : <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (error) {
    return (
      <main className={styles.failure}>
        <Alert
          tone="error"
          live="assertive"
          title={appText('app.gate.failed')}
          action={<Button onClick={() => void reload()}>{t('common.retry')}</Button>}
        />
      </main>
    );
  }
  return null;
}
