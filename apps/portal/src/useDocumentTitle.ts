import { useAppText } from './i18n/useAppText';
import { useEffect } from 'react';

/** Sets `document.title` to `{page} · {portal name}`. */
export function useDocumentTitle(page: string): void {
  const t = useAppText();
  const portal = t('app.name');
  useEffect(() => {
    document.title = page === portal ? portal : `${page} · ${portal}`;
  }, [page, portal]);
}
