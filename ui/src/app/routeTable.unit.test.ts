import { matchRoutes } from '../shared/router';
import { describe, expect, it } from 'vitest';
import { RESERVED_TOURNAMENT_NAMES } from '@league/contracts';
import { siteRoutes } from './routeTable';

const routeObjects = siteRoutes.map(({ path }) => ({ path }));
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

  it('guards the coach and admin routes of the specs', () => {
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
  });

  it('keeps the registrant list (/admin/{tournament name}) clear of the one-segment admin pages', () => {
    const reserved = new Set(RESERVED_TOURNAMENT_NAMES.map((name) => name.toLowerCase()));
    const oneSegment = siteRoutes
      .map(({ path }) => /^\/admin\/([A-Za-z]+)$/.exec(path)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(oneSegment.filter((name) => !reserved.has(name.toLowerCase()))).toEqual([]);
  });
});
