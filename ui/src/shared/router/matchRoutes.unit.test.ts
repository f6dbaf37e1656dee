import { matchRoutes as reactRouterMatch } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../app/routeTable';
import { matchRoutes, type RouteObject } from './matchRoutes';

// the app's shape: one layout route without a path around every page, and a catch-all
const routes: RouteObject[] = [{ children: [...siteRoutes.map(({ path }) => ({ path })), { path: '*' }] }];
const sample = (path: string, value: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => `${value}-${name}`);
const addresses = [
  ...siteRoutes.flatMap(({ path }) => [sample(path, 'x'), `${sample(path, 'Men%27s%20Open')}/`]),
  '/',
  '/ADMIN/VENUES',
  '/league/previousLeagues',
  '/league/schedule/abc',
  '/history/Team%2FOne',
  '/no/such/page',
  '/admin/a/b/c/d/e/f/g',
];

describe('matchRoutes', () => {
  it.each(addresses)('opens the same route and parameters as react-router for %s', (address) => {
    const ours = matchRoutes(routes, address);
    const theirs = reactRouterMatch(routes, address);
    expect(ours?.map((match) => match.route.path)).toEqual(theirs?.map((match) => match.route.path));
    expect(ours?.at(-1)?.params).toEqual({ ...theirs?.at(-1)?.params });
  });

  it('decodes parameters and ignores the query', () => {
    const match = matchRoutes(routes, '/league/schedule/Men%27s%20Open/Fall/2026/Albany%20Aces?x=1');
    expect(match?.at(-1)?.params).toEqual({
      leagueName: "Men's Open",
      session: 'Fall',
      year: '2026',
      teamName: 'Albany Aces',
    });
  });
});
