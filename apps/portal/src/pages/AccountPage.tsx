import type { ReactNode } from 'react';
import type { AppTextKey } from '../i18n/appTexts';
import { useAppText } from '../i18n/useAppText';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';

/** A page of the account area: its h1 (also the document title) and its content. */
export function AccountPage({ title, children }: { title: AppTextKey; children: ReactNode }) {
  const t = useAppText();
  useDocumentTitle(t(title));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t(title)}
      </h1>
      {children}
    </section>
  );
}
