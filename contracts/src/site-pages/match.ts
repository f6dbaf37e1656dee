import { SITE_ROUTES, type SiteRouteSpec } from './routes';

/**
 * The UI router's rules (ui/src/shared/router/matchRoutes.ts, react-router's ranking) for the flat list
 * of site routes, so that the server answers 404 exactly where the UI shows its not-found page: each
 * path is scored by its segments (static 10, :param 3, empty 1, plus one a segment) and tried from the
 * highest score, alike scores in list order; case-insensitive, with or without a trailing slash,
 * parameters percent-decoded.
 */

export interface SiteRouteMatch {
  route: SiteRouteSpec;
  params: Readonly<Record<string, string>>;
}

const PARAM = /^:[\w-]+$/;

function score(path: string): number {
  const segments = path.split('/');
  return segments.reduce(
    (total, segment) => total + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10),
    segments.length,
  );
}

interface Pattern {
  route: SiteRouteSpec;
  matcher: RegExp;
  names: string[];
}

function compile(route: SiteRouteSpec): Pattern {
  const names: string[] = [];
  // route paths are written with one leading slash and none at the end (a unit test checks)
  const source = route.path
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  return { route, matcher: new RegExp(`^${source}\\/*$`, 'i'), names };
}

/** Ranked once: Array.prototype.sort is stable, so alike scores keep the list's order. */
let ranked: Pattern[] | null = null;
const patterns = () =>
  (ranked ??= SITE_ROUTES.map((route) => ({ route, score: score(route.path) }))
    .sort((a, b) => b.score - a.score)
    .map(({ route }) => compile(route)));

/**
 * Each segment decoded, a decoded "/" kept as %2F so that it cannot split a parameter (the UI router
 * decodes the same way).
 */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The site route an address opens (its path, without query or fragment) and its parameters; null for none. */
export function matchSiteRoute(location: string): SiteRouteMatch | null {
  const pathname = decodePath(location.split(/[?#]/)[0] || '/');
  for (const { route, matcher, names } of patterns()) {
    const found = matcher.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
    return { route, params };
  }
  return null;
}
