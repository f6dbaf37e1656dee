/**
 * react-router's rules for matching a route path, shared by the UI's router (ui/src/shared/router) and
 * the server's list of the site's pages (match.ts), so that both find the same page at an address:
 * paths are scored by their segments (static 10, :param 3, empty 1, a * splat -2, plus one a segment)
 * and tried from the highest score; they match case-insensitively, with or without a trailing slash,
 * and parameters come percent-decoded (an encoded slash inside one too).
 */

const PARAM = /^:[\w-]+$/;

/** The path's rank: higher is tried first. */
export function pathScore(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

export interface PathPattern {
  matcher: RegExp;
  /** the parameters' names in the order of the matcher's groups; '*' for a splat */
  names: string[];
}

const compiled = new Map<string, PathPattern>();

/** The path as a regular expression over a decoded address (decodePath), compiled once. */
export function compilePath(path: string): PathPattern {
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

/** An address's path (query and fragment dropped), each segment decoded, a decoded "/" kept as %2F. */
export function decodePath(location: string): string {
  return (location.split(/[?#]/)[0] || '/')
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

/** The parameters of a path found by its pattern, each with its encoded slashes restored. */
export function pathParams(pattern: PathPattern, found: RegExpExecArray): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  pattern.names.forEach((name, i) => (params[name] = found[i + 1]?.replace(/%2F/g, '/')));
  return params;
}
