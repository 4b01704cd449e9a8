import { useTranslate } from '@portal/widgets';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';

/** The portal's front door until sign-in lands: who we are and what the portal offers. */
export function WelcomePage() {
  const t = useTranslate();
  useDocumentTitle(t('app.name'));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('app.welcome.title')}
      </h1>
      <p className={styles.text}>{t('app.welcome.body')}</p>
    </section>
  );
}
