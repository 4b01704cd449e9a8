import { useTranslate } from '@portal/widgets';
import { Suspense } from 'react';
import { Outlet } from './Router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import styles from './PageOutlet.module.css';

/** Shown in the page's place while its code loads: the layout around it has already painted. */
function PageLoading() {
  const t = useTranslate();
  return (
    <p className={styles.loading} role="status">
      {t('common.loading')}
    </p>
  );
}

/**
 * Where a layout's pages render: behind an error boundary, so a failing page keeps its layout,
 * and a loading line while a page loaded on demand arrives.
 */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
