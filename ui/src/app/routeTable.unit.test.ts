import { matchRoutes } from '../shared/router';
import { describe, expect, it } from 'vitest';
import { RESERVED_TOURNAMENT_NAMES } from '@league/contracts';
import { matchSiteRoute, siteRoute, SITE_ROUTES } from '@league/contracts/site-pages';
import { signedInPages } from './pages/signedInPages';
import { siteRoutes } from './routeTable';

const routeObjects = siteRoutes.map(({ path }) => ({ path }));
// the router's shape: one layout route without a path around every page, and the not-found catch-all
const routerTree = [{ children: [...routeObjects, { path: '*' }] }];
const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);

describe('route table', () => {
  it('lists every path once', () => {
    const paths = siteRoutes.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(siteRoutes.map(({ path }) => [path]))('an address of %s opens that route', (path) => {
    const matches = matchRoutes(routeObjects, sampleUrl(path));
    expect(matches?.at(-1)?.route.path).toBe(path);
  });

  it('routes exactly the list the server answers (SITE_ROUTES), in its order and with its access', () => {
    const spec = ({ path, access, name }: { path: string; access: string; name: string }) => ({
      path,
      access,
      name,
    });
    expect(siteRoutes.map(spec)).toEqual(SITE_ROUTES.map(spec));
  });

  const addresses = [
    ...siteRoutes.flatMap(({ path }) => [sampleUrl(path), `${sampleUrl(path).toUpperCase()}/`]),
    '/',
    '/league/previousLeagues',
    '/league/schedule/schedule',
    '/league/schedule/Men%27s%20A/Spring/2026/A%2FB',
    '/admin/Spring%20Cup',
    '/gameSummary',
    '/gameSummary/a/b',
    '/no/such/page',
    '/admin/a/b/c/d/e/f/g',
    '/rosters?team=1',
  ];
  it.each(addresses)('the server finds the page the router opens (or none) at %s', (address) => {
    const routed = matchRoutes(routerTree, address)?.at(-1);
    const served = matchSiteRoute(address);
    expect(served?.route.path ?? '*').toBe(routed?.route.path);
    if (served) expect(served.params).toEqual(routed?.params);
  });

  it('builds each address from its route, every parameter encoded', () => {
    expect(siteRoute.home.href()).toBe('/');
    expect(siteRoute.team.href({ teamId: 'a/b c' })).toBe('/team/a%2Fb%20c');
    expect(
      siteRoute.teamSchedule.href({ leagueName: "Men's A", session: 'Fall', year: 2026, teamName: 'A/B' }),
    ).toBe("/league/schedule/Men's%20A/Fall/2026/A%2FB");
    for (const { path, href } of siteRoutes) {
      const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, `x ${name}`]));
      const address = (href as (params: Record<string, string>) => string)(params);
      expect(matchSiteRoute(address)?.route.path, address).toBe(path);
      expect(matchSiteRoute(address)?.params).toEqual(params);
    }
  });

  it('guards the coach and admin routes of the site', () => {
    const access = Object.fromEntries(siteRoutes.map(({ path, access }) => [path, access]));
    expect(access['/register']).toBe('public');
    expect(access['/admin/login']).toBe('public');
    expect(access['/teamRegistration/:coachId']).toBe('coach');
    expect(access['/admin/updateRegisteredTeam/:coachId/:team/:year']).toBe('coach');
    expect(access['/admin/registerAnotherTeam/:coachId']).toBe('coach');
    for (const { path, access: level } of siteRoutes) {
      if (path.startsWith('/admin/') && level === 'public') expect(path).toBe('/admin/login');
    }
  });

  it('has a page for every route: nothing says "not available yet"', () => {
    expect(siteRoutes.filter((route) => !route.page).map(({ path }) => path)).toEqual([]);
    // coach and admin pages come from one list loaded on the first visit of one of them
    const signedIn = siteRoutes
      .filter((route) => route.access !== 'public')
      .map(({ routeName }) => routeName);
    expect(Object.keys(signedInPages).sort()).toEqual([...signedIn].sort());
  });

  it('keeps the registrant list (/admin/{tournament name}) clear of the one-segment admin pages', () => {
    const reserved = new Set(RESERVED_TOURNAMENT_NAMES.map((name) => name.toLowerCase()));
    const oneSegment = siteRoutes
      .map(({ path }) => /^\/admin\/([A-Za-z]+)$/.exec(path)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(oneSegment.filter((name) => !reserved.has(name.toLowerCase()))).toEqual([]);
  });
});
