import type { ReactNode } from 'react';

/** A route of the table the router reads: a path (relative to its parent's), or an index; an element. */
export interface RouteObject {
  /** Segments relative to the parent's path: static, `:param`, or `*` (the rest). None for a layout. */
  path?: string;
  /** Matches where the parent's path ends (a parent's own page). */
  index?: boolean;
  /** What the route renders; its child routes render at its `<Outlet />` (none: the outlet itself). */
  element?: ReactNode;
  children?: readonly RouteObject[];
}

/** The values of a path's `:param` segments (decoded) and of `*` (the rest of the path). */
export type Params = Readonly<Record<string, string>>;

/** One route of a matched branch and the params known at its depth. */
export interface RouteMatch<R extends RouteObject = RouteObject> {
  route: R;
  params: Params;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The rest of `segments` after the route's own `pattern`, with its params, or null if it does not match. */
function consume(
  pattern: readonly string[],
  segments: readonly string[],
  params: Params,
): { rest: string[]; params: Params } | null {
  const found: Record<string, string> = { ...params };
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      found['*'] = segments.slice(index).map(decoded).join('/');
      return { rest: [], params: found };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) found[part.slice(1)] = decoded(segment);
    // Case-insensitive, as react-router's default was (auth/safeRedirect.ts relies on it).
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { rest: segments.slice(pattern.length), params: found };
}

function matchBelow<R extends RouteObject>(
  routes: readonly R[],
  segments: readonly string[],
  params: Params,
): RouteMatch<R>[] | null {
  for (const route of routes) {
    if (route.index) {
      if (segments.length === 0) return [{ route, params }];
      continue;
    }
    const pattern = segmentsOf(route.path ?? '');
    const own = consume(pattern, segments, params);
    if (!own) continue;
    const match: RouteMatch<R> = { route, params: own.params };
    const children = (route.children ?? []) as readonly R[];
    const below = matchBelow(children, own.rest, own.params);
    if (below) return [match, ...below];
    // A route with a path of its own matches alone where it ends; a layout only with a child.
    if (own.rest.length === 0 && pattern.length > 0) return [match];
  }
  return null;
}

/**
 * The branch of `routes` that `pathname` selects, outermost first, or null: the first route in the
 * table's order (depth first) whose segments match, case-insensitively, ignoring empty segments
 * (a trailing slash). `:name` takes one segment, `*` the rest; an index route matches where its
 * parent's path ends. Params accumulate down the branch.
 */
export function matchRoutes<R extends RouteObject>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | null {
  return matchBelow(routes, segmentsOf(pathname), {});
}

/** The full paths of a table's routes that `select` picks (joined from their ancestors' paths), in order. */
export function pathsOf<R extends RouteObject>(
  routes: readonly R[],
  select: (route: R) => boolean,
  parent = '',
): { path: string; route: R }[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = select(route) ? [{ path: path || '/', route }] : [];
    return [...own, ...pathsOf((route.children ?? []) as readonly R[], select, path)];
  });
}
