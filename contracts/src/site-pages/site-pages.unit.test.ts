import { describe, expect, it } from 'vitest';
import {
  gameLabel,
  leagueLabel,
  matchSiteRoute,
  siteRoute,
  pageTitle,
  pageTitles,
  SITE_NAME,
  SITE_ROUTES,
} from './index';

const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);
const pathAt = (url: string) => matchSiteRoute(url)?.route.path ?? null;

describe('site routes', () => {
  it('lists every path once', () => {
    const paths = SITE_ROUTES.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes each path with one leading slash and none at the end', () => {
    for (const { path } of SITE_ROUTES) expect(path, path).toMatch(/^\/$|^(\/[^/]+)+$/);
  });

  it.each(SITE_ROUTES.map(({ path }) => [path]))('an address of %s opens that route', (path) => {
    expect(pathAt(sampleUrl(path))).toBe(path);
  });

  it('ranks a static segment over a parameter, whatever the order of the list', () => {
    expect(pathAt('/league/previousLeagues')).toBe('/league/previousLeagues');
    expect(pathAt('/league/4f1c')).toBe(siteRoute.leagueHub.path);
    expect(pathAt('/admin/login')).toBe('/admin/login');
    expect(pathAt('/admin/venues')).toBe('/admin/venues');
    expect(pathAt('/admin/Spring%20Cup')).toBe('/admin/:leagueNameAndDesc');
    expect(pathAt('/league/schedule/x')).toBe(siteRoute.leagueSchedule.path);
    expect(pathAt('/league/x/schedule')).toBe(siteRoute.venueSchedule.path);
  });

  it('keeps the list order between routes that rank alike (as the router does)', () => {
    // /league/schedule/:leagueId and /league/:venueId/schedule both score 28: the earlier one wins
    expect(pathAt('/league/schedule/schedule')).toBe(siteRoute.leagueSchedule.path);
  });

  it('matches case-insensitively, with a trailing slash, a query or a fragment', () => {
    expect(pathAt('/LEAGUE/PreviousLeagues/')).toBe('/league/previousLeagues');
    expect(pathAt('/rosters?team=1#top')).toBe('/rosters');
    expect(pathAt('/')).toBe('/');
    expect(pathAt('')).toBe('/');
  });

  it('decodes parameters, an encoded slash staying inside its parameter', () => {
    expect(matchSiteRoute('/league/schedule/Men%27s%20A/Fall/2026/A%2FB')?.params).toEqual({
      leagueName: "Men's A",
      session: 'Fall',
      year: '2026',
      teamName: 'A/B',
    });
    expect(matchSiteRoute('/gameSummary/%E0%A4%A')?.params).toEqual({ gameId: '%E0%A4%A' });
  });

  it('opens no route for an unknown address', () => {
    for (const url of ['/nope', '/gameSummary', '/gameSummary/a/b', '/league/a/b/c/d/e/f', '/api', '/x/y']) {
      expect(matchSiteRoute(url), url).toBeNull();
    }
  });

  it('writes each public page address so that it opens its route with the same values', () => {
    const team = { leagueName: "Men's A/B", session: 'Spring', year: 2026, teamName: 'Aces #1 & Co?' };
    const cases: Array<[string, string, Record<string, string>]> = [
      [siteRoute.gameSummary.href({ gameId: 'g-1' }), siteRoute.gameSummary.path, { gameId: 'g-1' }],
      [siteRoute.playerHistory.href({ playerId: 'p 1' }), siteRoute.playerHistory.path, { playerId: 'p 1' }],
      [siteRoute.teamHistory.href({ id: 't' }), siteRoute.teamHistory.path, { id: 't' }],
      [siteRoute.leagueHub.href({ leagueId: 'l' }), siteRoute.leagueHub.path, { leagueId: 'l' }],
      [siteRoute.standings.href({ leagueId: 'l' }), siteRoute.standings.path, { leagueId: 'l' }],
      [siteRoute.scoringLeaders.href({ leagueId: 'l' }), siteRoute.scoringLeaders.path, { leagueId: 'l' }],
      [siteRoute.leagueSchedule.href({ leagueId: 'l' }), siteRoute.leagueSchedule.path, { leagueId: 'l' }],
      [siteRoute.venueSchedule.href({ venueId: 'v' }), siteRoute.venueSchedule.path, { venueId: 'v' }],
      [siteRoute.team.href({ teamId: 't 1' }), siteRoute.team.path, { teamId: 't 1' }],
      [
        siteRoute.teamSchedule.href(team),
        siteRoute.teamSchedule.path,
        { ...team, year: '2026' } as unknown as Record<string, string>,
      ],
    ];
    for (const [href, path, params] of cases) {
      expect(matchSiteRoute(href), href).toEqual({ route: expect.objectContaining({ path }), params });
    }
  });
});

describe('page titles', () => {
  it('ends every title with the site name, skipping empty parts', () => {
    expect(pageTitle('Standings', "Men's A Spring 2026")).toBe(
      `Standings — Men's A Spring 2026 — ${SITE_NAME}`,
    );
    expect(pageTitle('Rosters', null, ' ')).toBe(`Rosters — ${SITE_NAME}`);
    expect(pageTitle()).toBe(SITE_NAME);
  });

  it('names a league by name, division, session and year', () => {
    expect(leagueLabel({ leagueName: "Men's A", session: 'Spring', year: 2026 })).toBe("Men's A Spring 2026");
    expect(leagueLabel({ leagueName: 'Open', divisionName: 'North', session: 'Fall', year: 2025 })).toBe(
      'Open - North Division Fall 2025',
    );
  });

  it('names a game visitor @ home with its date, TBD for a team not known yet', () => {
    const game = { visitorTeamName: 'Albany Aces', homeTeamName: 'Boston Bees', isoDate: '2026-05-03' };
    expect(gameLabel(game)).toBe('Albany Aces @ Boston Bees, May 3 2026');
    expect(gameLabel({ ...game, homeTeamName: null, isoDate: '2026-09-05' })).toBe(
      'Albany Aces @ TBD, Sept. 5 2026',
    );
    expect(pageTitles.gameSummary(game)).toBe(`Albany Aces @ Boston Bees, May 3 2026 — ${SITE_NAME}`);
  });

  it('names the pages of a league, a team, a venue and a player', () => {
    const league = { leagueName: "Men's A", divisionName: null, session: 'Spring', year: 2026 };
    expect(pageTitles.standings(league)).toBe(`Standings — Men's A Spring 2026 — ${SITE_NAME}`);
    expect(pageTitles.scoringLeaders(league)).toBe(`Scoring Leaders — Men's A Spring 2026 — ${SITE_NAME}`);
    expect(pageTitles.leagueSchedule(league)).toBe(`Schedule — Men's A Spring 2026 — ${SITE_NAME}`);
    expect(pageTitles.leagueHub(league)).toBe(`Men's A Spring 2026 — ${SITE_NAME}`);
    expect(pageTitles.teamSchedule({ ...league, teamName: 'Albany Aces' })).toBe(
      `Albany Aces — Men's A Spring 2026 — ${SITE_NAME}`,
    );
    expect(pageTitles.team({ ...league, teamName: 'Albany Aces' })).toBe(
      `Albany Aces — Men's A Spring 2026 — ${SITE_NAME}`,
    );
    expect(pageTitles.teamHistory({ teamName: 'Albany Aces', year: 2024 })).toBe(
      `Team History — Albany Aces 2024 — ${SITE_NAME}`,
    );
    expect(pageTitles.venueSchedule({ venueName: 'Main Rink' })).toBe(`Schedule — Main Rink — ${SITE_NAME}`);
    expect(pageTitles.playerHistory({ firstName: 'Wayne', middleInitial: 'D', lastName: 'Gretzky' })).toBe(
      `Wayne D. Gretzky — Player History — ${SITE_NAME}`,
    );
  });
});
