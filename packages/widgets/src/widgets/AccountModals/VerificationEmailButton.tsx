import { Alert, Button } from '../../ui';
import styles from './AccountModals.module.css';
import { useVerificationEmailButton } from './useVerificationEmailButton';

/** Under an unverified e-mail: sends the verification e-mail and says it was sent (or why not). */
export function VerificationEmailButton() {
  const { state, button, message, error } = useVerificationEmailButton();
  return (
    <span className={styles.verify}>
      {state.status !== 'succeeded' && <Button variant="ghost" {...button} />}
      <span className={styles.hint} role="status">
        {message}
      </span>
      {error && <Alert tone="error" live="assertive" title={error} />}
    </span>
  );
}
