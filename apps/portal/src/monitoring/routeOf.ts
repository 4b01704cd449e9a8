/** Names the page at `pathname` by its route pattern (routing/routeTable.ts, `patternOf` over the portal's table). */
export type RouteOf = (pathname: string) => string;
