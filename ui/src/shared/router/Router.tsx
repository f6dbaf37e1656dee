import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  currentLocation,
  listen,
  pushOrReplace,
  resolveTo,
  type Location,
  type NavigateOptions,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './matchRoutes';

const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

/** Follows the browser's address; a change renders as a transition, so the shown page stays until the next one is ready. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  // a layout effect: subscribed before any page's effect can navigate (a <Navigate> on the first render)
  useLayoutEffect(() => listen((next) => startTransition(() => setLocation(next))), []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** The site's own address, for absolute links (calendar feeds). */
export interface SiteOrigin {
  /** `https://league.example.org` */
  origin: string;
  /** `league.example.org` (with the port when there is one) */
  host: string;
}
const OriginContext = createContext<SiteOrigin | null>(null);

/**
 * One fixed address at a known origin: the server renders a page with it (ui/src/entry-server.tsx);
 * nothing navigates.
 */
export function StaticRouter({
  location,
  origin,
  children,
}: {
  location: Location;
  origin: SiteOrigin;
  children: ReactNode;
}) {
  return (
    <OriginContext value={origin}>
      <LocationContext value={location}>{children}</LocationContext>
    </OriginContext>
  );
}

/** The site's origin: the browser's, or the one the server renders a page at. */
export function useSiteOrigin(): SiteOrigin {
  return useContext(OriginContext) ?? window.location;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() outside <BrowserRouter>');
  return location;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

/** navigate('/path'), navigate('?query'), navigate(-1); navigating to the current address replaces it. */
export function useNavigate(): NavigateFunction {
  const location = useLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      pushOrReplace(resolveTo(to, location), options);
    },
    [location],
  ) as NavigateFunction;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Where a layout route shows the page of the matched child route. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** The element of the route the address opens, inside the elements of its parent (layout) routes. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ params: match.params, outlet }}>
        {match.route.element ?? <Outlet />}
      </RouteContext>
    ),
    null,
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }));
  return null;
}

/** The query string, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [searchParams, setSearchParams];
}
