import {
  SITE_BACKGROUND_COLOR,
  SITE_DESCRIPTION,
  SITE_ICONS,
  SITE_NAME,
  SITE_ROUTES,
  SITE_SHORT_NAME,
  SITE_THEME_COLOR,
  siteRoute,
} from '@league/contracts/site-pages';
import type { SitemapPages } from '@league/read-models/site-pages';
import { escapeHtml } from './page-html';

/**
 * The address prefixes robots are kept from: the admin pages, the API, and the start of every coach or
 * admin route (up to its first parameter); a prefix another one covers is left out.
 */
export function disallowedPrefixes(): string[] {
  const prefixes = [
    '/admin',
    '/api/',
    ...SITE_ROUTES.filter((route) => route.access !== 'public').map((route) => {
      const param = route.path.indexOf('/:');
      return param < 0 ? route.path : route.path.slice(0, param + 1);
    }),
  ];
  const unique = [...new Set(prefixes)];
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** robots.txt: every public page, none of the admin, coach or API addresses; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages with no parameter (the home page first), robots' disallowed ones left out. */
export function staticPublicPaths(): string[] {
  const disallowed = disallowedPrefixes();
  return SITE_ROUTES.filter(
    (route) =>
      route.access === 'public' &&
      !route.path.includes('/:') &&
      !disallowed.some((prefix) => route.path.startsWith(prefix)),
  ).map((route) => route.path);
}

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Every address of the sitemap, relative to the site: the static public pages, then those of the current
 * leagues (the bracket of one with a playoff game), their teams at their canonical address /team/{teamId}
 * (the by-name address shows the same page), games and players.
 */
export function sitemapPaths(pages: SitemapPages): string[] {
  const withBracket = new Set(pages.bracketLeagueIds);
  const paths = [
    ...staticPublicPaths(),
    ...pages.leagueIds.flatMap((leagueId) => [
      siteRoute.leagueHub.href({ leagueId }),
      siteRoute.standings.href({ leagueId }),
      siteRoute.scoringLeaders.href({ leagueId }),
      siteRoute.leagueSchedule.href({ leagueId }),
      ...(withBracket.has(leagueId) ? [siteRoute.bracket.href({ leagueId })] : []),
    ]),
    ...pages.teamIds.map((teamId) => siteRoute.team.href({ teamId })),
    ...pages.gameIds.map((gameId) => siteRoute.gameSummary.href({ gameId })),
    ...pages.playerIds.map((playerId) => siteRoute.playerHistory.href({ playerId })),
  ];
  return paths.slice(0, SITEMAP_MAX_URLS);
}

/** sitemap.xml: absolute addresses, escaped as XML (team and league names come from admins). */
export function sitemapXml(origin: string, pages: SitemapPages): string {
  const urls = sitemapPaths(pages).map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The web app manifest: the site installed on a phone's home screen opens on its home page. */
export function webManifest() {
  return {
    name: SITE_NAME,
    short_name: SITE_SHORT_NAME,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SITE_THEME_COLOR,
    background_color: SITE_BACKGROUND_COLOR,
    icons: SITE_ICONS,
  };
}
