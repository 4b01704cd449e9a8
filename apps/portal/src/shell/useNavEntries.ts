import { useMemo } from 'react';
import { pathsOf } from '../routing/routeTable';
import { useRouteTable } from '../routing/RouteTableContext';

/**
 * The side navigation's pages (spec section 2): the route table's `nav` entries, in its order; Đăng xuất follows
 * them.
 */
export function useNavEntries() {
  const table = useRouteTable();
  return useMemo(
    () =>
      pathsOf(table, (handle) => handle.nav !== undefined).map(({ path, handle }) => ({
        to: path,
        label: handle.nav!,
      })),
    [table],
  );
}
