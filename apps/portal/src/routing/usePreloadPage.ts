import { useCallback } from 'react';
import { shellCode } from './lazyAreas';
import { codeOf } from './routeTable';
import { useRouteTable } from './RouteTableContext';

const failed = () => {
  // the lazy component asks again when it renders, and its error reaches the boundary
};

/**
 * Starts loading the shell and the code of a path's page (its branch of the route table), so the frame and the page
 * are there as soon as they show: while the gate waits for the user, or before a login leads there (no waterfall of
 * user, then shell, then page).
 */
export function usePreloadPage(): (pathname: string) => void {
  const table = useRouteTable();
  return useCallback(
    (pathname: string) => {
      for (const code of [shellCode, ...codeOf(table, pathname)]) void code.load().catch(failed);
    },
    [table],
  );
}
