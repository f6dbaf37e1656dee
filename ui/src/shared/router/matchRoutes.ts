import { decodePath } from '@league/contracts/site-pages';
/**
 * Route matching with react-router's rules (the ranking of its `matchRoutes`): every branch of the
 * route tree is scored by its segments (static 10, :param 3, empty 1, a * splat -2) and tried from
 * the highest score, siblings in their order; paths match case-insensitively, with or without a
 * trailing slash, and parameters come percent-decoded (an encoded slash inside one too).
 */
import type { ReactNode } from 'react';

export interface RouteObject {
  /** absolute, or relative to the parent's; none for a layout route */
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
  /** whatever the app wants to know about a route (the navigation area) */
  handle?: unknown;
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

interface Branch {
  path: string;
  score: number;
  /** the routes from the root to this one, and each one's index among its siblings */
  routes: RouteObject[];
  indexes: number[];
}

const PARAM = /^:[\w-]+$/;

function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/{2,}/g, '/');

function flatten(routes: RouteObject[], parent: Omit<Branch, 'score'>, branches: Branch[]): Branch[] {
  routes.forEach((route, index) => {
    const relative = route.path ?? '';
    const path = relative.startsWith('/') ? relative : joinPaths(parent.path, relative);
    const meta = { path, routes: [...parent.routes, route], indexes: [...parent.indexes, index] };
    if (route.children?.length) flatten(route.children, meta, branches);
    if (route.path !== undefined) branches.push({ ...meta, score: score(path) });
  });
  return branches;
}

/** Siblings keep their order; branches that are not siblings tie. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function ranked(routes: RouteObject[]): Branch[] {
  return flatten(routes, { path: '', routes: [], indexes: [] }, []).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes),
  );
}

const compiled = new Map<string, { matcher: RegExp; names: string[] }>();

function compile(path: string) {
  let pattern = compiled.get(path);
  if (pattern) return pattern;
  const names: string[] = [];
  // the path without a trailing * and the slashes before it, with one leading slash
  let base = path.endsWith('*') ? path.slice(0, -1) : path;
  while (base.endsWith('/')) base = base.slice(0, -1);
  while (base.startsWith('/')) base = base.slice(1);
  let source =
    '^' +
    `/${base}`.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  pattern = { matcher: new RegExp(source, 'i'), names };
  compiled.set(path, pattern);
  return pattern;
}

const rankedCache = new WeakMap<RouteObject[], Branch[]>();

/** The routes (root first) that an address opens, with its parameters; null when none does. */
export function matchRoutes(routes: RouteObject[], location: string): RouteMatch[] | null {
  let branches = rankedCache.get(routes);
  if (!branches) {
    branches = ranked(routes);
    rankedCache.set(routes, branches);
  }
  const pathname = decodePath(location.split(/[?#]/)[0] || '/');
  for (const branch of branches) {
    const { matcher, names } = compile(branch.path);
    const found = matcher.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    names.forEach((name, i) => (params[name] = found[i + 1]?.replace(/%2F/g, '/')));
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}
