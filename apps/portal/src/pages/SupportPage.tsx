import { fanpageUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { NewTabHint } from '../shell/NewTabHint';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';

/** /support: the support centre is being built; requests go to the fan page for now. */
export function SupportPage() {
  const t = useAppText();
  useDocumentTitle(t('app.support.title'));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('app.support.title')}
      </h1>
      <p className={styles.text}>{t('app.support.body')}</p>
      <a className={styles.action} href={fanpageUrl} target="_blank" rel="noopener noreferrer">
        {t('app.support.fanPage')} <NewTabHint />
      </a>
    </section>
  );
}
