import { useMemo } from 'react';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { Routes } from './routing/Router';
import { portalRoutes, routes, type PortalRoute } from './routing/routes';

/**
 * The portal's routes (routing/routes.tsx). Pages' errors render inside their layout; a layout's
 * error renders the fallback in the whole page. `extraShellRoutes` adds pages to the shell (tests).
 */
export function PortalRoutes({ extraShellRoutes }: { extraShellRoutes?: readonly PortalRoute[] }) {
  const table = useMemo(
    () => (extraShellRoutes ? portalRoutes(extraShellRoutes) : routes),
    [extraShellRoutes],
  );
  return (
    <RouteErrorBoundary>
      <Routes routes={table} />
    </RouteErrorBoundary>
  );
}
