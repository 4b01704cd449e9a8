import { useEffect } from 'react';
import { useAppText } from './i18n/useAppText';
import { useDocumentTitleSink } from './prerendered';

/** Sets `document.title` to `{page} · {portal name}` (at build time, hands it to the pre-renderer). */
export function useDocumentTitle(page: string): void {
  const t = useAppText();
  const portal = t('app.name');
  const title = page === portal ? portal : `${page} · ${portal}`;
  useDocumentTitleSink()?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
