import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppTextKey } from '../i18n/appTexts';
import type { LazyModule } from './lazyModule';

/** What the portal reads of a route besides what the router renders: its `handle` (react-router's place for it). */
export interface RouteHandle {
  /** The module that the route's element comes from, loaded on demand (its own chunk): loaded before it renders. */
  code?: LazyModule<unknown>;
  /**
   * Written as static HTML at build time (prerender.tsx), into `<path>.html` (`/` into home.html), which nginx serves
   * for the path: a public page whole, a protected one as the shell with the page's loading frames.
   */
  prerendered?: true;
  /** The page's entry in the side navigation (shell/useNavEntries.ts), in the table's order. */
  nav?: AppTextKey;
  /**
   * The API paths the page reads (GET) as it first shows, besides `GET /api/me`, each with no parameter but the
   * history's cache-buster: a pre-rendered protected page's HTML asks them at once, beside `/api/me`
   * (inline/early-session.js), while its code loads.
   */
  reads?: readonly string[];
}

/** A route object of the portal's table (routing/routes.tsx): react-router's, with the portal's {@link RouteHandle}. */
export type PortalRoute = RouteObject & { handle?: RouteHandle; children?: PortalRoute[] };

/** The handles along `pathname`'s branch of `table` (react-router's own matching), outermost first. */
function handlesOf(table: PortalRoute[], pathname: string): RouteHandle[] {
  return (matchRoutes(table, pathname) ?? []).flatMap(({ route }) => route.handle ?? []);
}

/** The modules of what `pathname` shows (the `code` along its branch of the table), outermost first. */
export function codeOf(table: PortalRoute[], pathname: string): LazyModule<unknown>[] {
  return handlesOf(table, pathname).flatMap((handle) => handle.code ?? []);
}

/** The API paths `pathname`'s page reads as it first shows (the `reads` along its branch), besides `/api/me`. */
export function readsOf(table: PortalRoute[], pathname: string): string[] {
  return handlesOf(table, pathname).flatMap((handle) => handle.reads ?? []);
}

/**
 * The route pattern that `pathname` renders, joined from its branch of `table` (`/recovery/forgot-password/:token`,
 * `/payment/card`, `/*` for a page the table does not have): what the portal's monitoring names a page by, never
 * its path, which may hold a reset or verification token.
 */
export function patternOf(table: PortalRoute[], pathname: string): string {
  const matches = matchRoutes(table, pathname);
  if (!matches) return '/*';
  return `/${matches.flatMap(({ route }) => route.path ?? []).join('/')}`.replace(/\/{2,}/g, '/');
}

/** The full paths of the table's routes whose handle `select` picks (joined from their ancestors' paths), in order. */
export function pathsOf(
  table: readonly PortalRoute[],
  select: (handle: RouteHandle) => boolean,
  parent = '',
): { path: string; handle: RouteHandle }[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own =
      route.handle && select(route.handle) ? [{ path: path || '/', handle: route.handle }] : [];
    return [...own, ...pathsOf(route.children ?? [], select, path)];
  });
}

/**
 * Loads the code of the page at `pathname` (none for /login, which is in the first bundle), so the first render has
 * the page at once: before hydrating a pre-rendered page, its first client render is the build's; at build time, the
 * HTML has the page rather than the loading line. Never rejects: on a failure, the page loads (and reports) as it
 * renders.
 */
export function loadPageCode(table: PortalRoute[], pathname: string): Promise<void> {
  return Promise.all(codeOf(table, pathname).map((code) => code.load())).then(
    () => undefined,
    () => undefined,
  );
}
