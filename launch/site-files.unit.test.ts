import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@league/contracts/site-pages';
import {
  disallowedPrefixes,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
  SITEMAP_MAX_URLS,
  staticPublicPaths,
} from './site-files';

const sample = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);
const disallowed = (url: string) => disallowedPrefixes().some((prefix) => url.startsWith(prefix));
const noPages = { leagueIds: [], bracketLeagueIds: [], teamIds: [], gameIds: [], playerIds: [] };

describe('robots.txt', () => {
  it('keeps robots from every admin and coach page', () => {
    for (const route of SITE_ROUTES.filter((r) => r.access !== 'public')) {
      expect(disallowed(sample(route.path)), route.path).toBe(true);
    }
  });

  it('lets them read every public page but the admin login', () => {
    for (const route of SITE_ROUTES.filter((r) => r.access === 'public')) {
      expect(disallowed(sample(route.path)), route.path).toBe(route.path === '/admin/login');
    }
  });

  it('names each prefix once, none that another covers', () => {
    const prefixes = disallowedPrefixes();
    expect(prefixes).toContain('/admin');
    expect(prefixes).toContain('/api/');
    expect(prefixes).not.toContain('/admin/');
    for (const prefix of prefixes) {
      expect(
        prefixes.filter((other) => prefix.startsWith(other)),
        prefix,
      ).toEqual([prefix]);
    }
  });

  it('ends with the absolute address of the sitemap', () => {
    expect(robotsTxt('https://league.org').trimEnd().split('\n').at(-1)).toBe(
      'Sitemap: https://league.org/sitemap.xml',
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages that name nothing, home first, none robots may not read', () => {
    expect(staticPublicPaths()[0]).toBe('/');
    expect(staticPublicPaths()).toEqual(
      expect.arrayContaining(['/rosters', '/info', '/league/previousLeagues']),
    );
    expect(staticPublicPaths()).not.toContain('/admin/login');
    expect(staticPublicPaths().every((path) => !path.includes(':'))).toBe(true);
  });

  it('lists four pages of each league (five with a playoff game), then its teams by id, games and players', () => {
    const paths = sitemapPaths({
      leagueIds: ['l1', 'l2'],
      bracketLeagueIds: ['l2'],
      teamIds: ['t 1', 't2'],
      gameIds: ['g1'],
      playerIds: ['p1'],
    });
    expect(paths.slice(staticPublicPaths().length)).toEqual([
      '/league/l1',
      '/league/leagues/l1/standings',
      '/league/l1/scoringLeaders',
      '/league/schedule/l1',
      '/league/l2',
      '/league/leagues/l2/standings',
      '/league/l2/scoringLeaders',
      '/league/schedule/l2',
      '/league/l2/bracket',
      '/team/t%201',
      '/team/t2',
      '/gameSummary/g1',
      '/p1/history',
    ]);
  });

  it('lists no team page by name: /team/{teamId} is the canonical address', () => {
    const paths = sitemapPaths({ ...noPages, leagueIds: ['l1'], teamIds: ['t1'] });
    expect(paths.filter((path) => path.startsWith('/league/schedule/'))).toEqual(['/league/schedule/l1']);
  });

  it('keeps within the protocol limit of addresses', () => {
    const playerIds = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => `p${i}`);
    expect(sitemapPaths({ ...noPages, playerIds })).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('writes absolute addresses, escaped', () => {
    const xml = sitemapXml('http://league.test', { ...noPages, playerIds: ["a'b"] });
    expect(xml).toContain('<loc>http://league.test/</loc>');
    expect(xml).toContain('<loc>http://league.test/a&#39;b/history</loc>');
  });
});
