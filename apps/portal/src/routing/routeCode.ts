import { shellCode } from './lazyAreas';
import type { LazyModule } from './lazyModule';
import { matchRoutes } from './match';
import { routes } from './routes';

/** The routes along `pathname`'s branch of the route table, outermost first. */
const branchOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);

/** The modules of what `pathname` shows (the `code` along its branch of the route table), outermost first. */
export function codeOf(pathname: string): LazyModule<unknown>[] {
  return branchOf(pathname).flatMap((route) => route.code ?? []);
}

/** The API paths `pathname`'s page reads as it first shows (the `reads` along its branch), besides `/api/me`. */
export function readsOf(pathname: string): string[] {
  return branchOf(pathname).flatMap((route) => route.reads ?? []);
}

/**
 * Starts loading the shell and the code of `pathname`'s page while the user loads, so the frame
 * and the page are there as soon as the gate opens (no waterfall of user, then shell, then page).
 */
export function preloadProtected(pathname: string): void {
  const failed = () => {
    // the lazy component asks again when it renders, and its error reaches the boundary
  };
  for (const code of [shellCode, ...codeOf(pathname)]) void code.load().catch(failed);
}

/**
 * Loads the code of the page at `pathname` (none for /login, which is in the first bundle), so the
 * first render has the page at once: before hydrating a pre-rendered page, its first client render
 * is the build's; at build time, the HTML has the page rather than the loading line.
 * Never rejects: on a failure, the page loads (and reports) as it renders.
 */
export function loadPageCode(pathname: string): Promise<void> {
  return Promise.all(codeOf(pathname).map((code) => code.load())).then(
    () => undefined,
    () => undefined,
  );
}
