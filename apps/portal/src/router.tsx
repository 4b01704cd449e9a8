import { useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RouteTableProvider } from './routing/RouteTableContext';
import { portalRoutes, routes } from './routing/routes';
import type { PortalRoute } from './routing/routeTable';

/**
 * The portal's routes (routing/routes.tsx): the branch the location selects (react-router's `useRoutes`), with the
 * table provided to what reads it below (the side navigation, the preloads). Pages' errors render inside their
 * layout; a layout's error renders the fallback in the whole page. `extraShellRoutes` adds pages to the shell (tests).
 */
export function PortalRoutes({ extraShellRoutes }: { extraShellRoutes?: readonly PortalRoute[] }) {
  const table = useMemo(
    () => (extraShellRoutes ? portalRoutes(extraShellRoutes) : routes),
    [extraShellRoutes],
  );
  const page = useRoutes(table);
  return (
    <RouteTableProvider value={table}>
      <RouteErrorBoundary>{page}</RouteErrorBoundary>
    </RouteTableProvider>
  );
}
