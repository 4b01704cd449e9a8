import type { ReactNode } from 'react';
import type { AppTextKey } from '../i18n/appTexts';
import { useAppText } from '../i18n/useAppText';
import { useDocumentTitle } from '../useDocumentTitle';
import { clsx } from 'clsx';
import compact from './AccountPage.module.css';
import styles from './Page.module.css';

/**
 * A page of the account area: its h1 (also the document title) and its content. `section` names the
 * part of the page the player is on (a tab's own heading): the document title starts with it.
 */
export function AccountPage({
  title,
  section,
  children,
}: {
  title: AppTextKey;
  /** Already translated; leads the document title: '{section} · {title} · {portal}'. */
  section?: string;
  children: ReactNode;
}) {
  const t = useAppText();
  useDocumentTitle(section ? `${section} · ${t(title)}` : t(title));
  return (
    <section className={clsx(styles.page, compact.page)} aria-labelledby="page-title">
      <h1 id="page-title" className={clsx(styles.title, compact.title)}>
        {t(title)}
      </h1>
      {children}
    </section>
  );
}
