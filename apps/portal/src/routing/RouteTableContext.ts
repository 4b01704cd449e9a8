import { createContext, useContext } from 'react';
import type { PortalRoute } from './routeTable';

const RouteTable = createContext<PortalRoute[] | null>(null);

/**
 * Provides the route table being rendered (router.tsx) to what reads it below (the side navigation, the preloads), so
 * nothing the table renders imports the table back.
 */
export const RouteTableProvider = RouteTable.Provider;

/** The route table being rendered. */
export function useRouteTable(): PortalRoute[] {
  const table = useContext(RouteTable);
  if (!table)
    throw new Error(
      'Could not find the route table; render the part of the portal that calls useRouteTable() in <PortalRoutes>.',
    );
  return table;
}
