import { useAppText } from '../i18n/useAppText';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';
import { paths } from '../routing/paths';

/** Any path the portal does not know. */
export function NotFoundPage() {
  const t = useAppText();
  useDocumentTitle(t('app.notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('app.notFound.title')}
      </h1>
      <p className={styles.text}>{t('app.notFound.body')}</p>
      <Link className={styles.action} to={paths.profile}>
        {t('app.notFound.home')}
      </Link>
    </section>
  );
}
