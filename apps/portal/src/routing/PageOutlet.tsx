import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';

/** Where a layout's pages render: behind an error boundary, so a failing page keeps its layout. */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
