import { useTranslate } from '@portal/widgets';
import { useAppText } from '../i18n/useAppText';
import { playerMessage } from './playerMessage';
import styles from './ErrorFallback.module.css';

/** The boundary's fallback: the error's message for the player and a way to reload. */
export function ErrorFallback({ error }: { error: unknown }) {
  const t = useAppText();
  const translate = useTranslate();
  return (
    <section className={styles.fallback} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('app.error.title')}
      </h1>
      <p role="alert">{playerMessage(error, translate, t('app.error.generic'))}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </button>
    </section>
  );
}
