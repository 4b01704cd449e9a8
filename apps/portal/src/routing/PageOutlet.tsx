import { useTranslate } from '@portal/widgets';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import styles from './PageOutlet.module.css';
import { TakeOver } from './TakeOver';

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
 * a loading line while a page loaded on demand arrives, and what was typed and sent before a pre-rendered page's
 * code ran handed over to it.
 */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <TakeOver>
          <Outlet />
        </TakeOver>
      </Suspense>
    </RouteErrorBoundary>
  );
}
