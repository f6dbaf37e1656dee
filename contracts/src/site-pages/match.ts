import { compilePath, decodePath, pathParams, pathScore } from './path-pattern';
import { SITE_ROUTES, type SiteRouteSpec } from './routes';

/**
 * The UI router's rules (path-pattern.ts, which ui/src/shared/router/matchRoutes.ts uses too) for the
 * flat list of site routes, so that the server answers 404 exactly where the UI shows its not-found
 * page: paths tried from the highest score, alike scores in list order.
 */

export interface SiteRouteMatch {
  route: SiteRouteSpec;
  params: Readonly<Record<string, string>>;
}

/** Ranked once: Array.prototype.sort is stable, so alike scores keep the list's order. */
let ranked: SiteRouteSpec[] | null = null;
const rankedRoutes = () =>
  (ranked ??= SITE_ROUTES.map((route) => ({ route, score: pathScore(route.path) }))
    .sort((a, b) => b.score - a.score)
    .map(({ route }) => route));

/** The site route an address opens (its path, without query or fragment) and its parameters; null for none. */
export function matchSiteRoute(location: string): SiteRouteMatch | null {
  const pathname = decodePath(location);
  for (const route of rankedRoutes()) {
    const pattern = compilePath(route.path);
    const found = pattern.matcher.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(pathParams(pattern, found))) params[name] = value ?? '';
    return { route, params };
  }
  return null;
}
