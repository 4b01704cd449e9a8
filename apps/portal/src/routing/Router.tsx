import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  type History,
  type Location,
  type NavigateOptions,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match';

interface RouterValue {
  location: Location;
  history: History;
}

const RouterContext = createContext<RouterValue | null>(null);

interface RouteValue {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteValue>({ outlet: null, params: {} });

/**
 * Provides the location of `history` to everything below. A change renders as a transition (as
 * react-router's routers did): a page whose code is still loading leaves the current one on screen
 * until it is there, instead of the loading line in its place.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(history.location()));
    update();
    return history.listen(update);
  }, [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The router on the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** The router at one path, for rendering a page at build time. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

/** A router on a history in memory (tests), at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: Parameters<typeof createMemoryHistory>[0];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs a router above it (routing/Router.tsx).');
  return router;
}

/** The router's location now. */
export function useLocation(): Location {
  return useRouter().location;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Moves through the history (-1: back). */
  (delta: number): void;
}

/** Navigates to an internal path (only internal paths are ever given: auth/safeRedirect.ts), or back. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useMemo<NavigateFunction>(
    () => (to: string | number, options?: NavigateOptions) =>
      typeof to === 'number' ? history.go(to) : history.navigate(to, options),
    [history],
  );
}

/** The `:param` values (and `*`) of the route being rendered, with its parents'. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Where a layout's child route renders. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Renders the branch of `routes` that the location's path selects (routing/match.ts); nothing if none does. */
export function Routes({ routes }: { routes: readonly RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>
    ),
    null,
  );
}

/** Navigates once it renders (after the commit, so never while pre-rendering). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
