import { matchSiteRoute, SITE_ROUTES } from '@league/contracts/site-pages';
import { expect, type APIRequestContext, type Page } from './app-test';
import { createEvent, leagueApi, recordResult, seedSeason, type Season } from './league-play-support';
import { adminSessionFor, sharedCoach, uniqueSuffix, type CoachAccount, type SavedSession } from './support';
import {
  bearer,
  createOrg,
  createTournament,
  daysFromToday,
  noteSeeded,
  openSeeded,
  registerTeam,
} from './tournament-support';
import { appReady } from './in-app-support';

/**
 * A page of every route of the site, with the data to show on each, seeded through the API as
 * accessibility.e2e.test.ts seeds its walk: one league season of every kind of result, a registered team,
 * a tournament with a registrant, a video, a suspension, and news, one item of which has a 300-character
 * address and a long unbroken word in its text.
 */

export interface EveryPage {
  /** visited as a visitor (no session) */
  visitor: string[];
  /** visited with a coach and an admin session */
  signedIn: string[];
  sessions: { admin: SavedSession; coach: CoachAccount };
  season: Season;
  eventName: string;
  registeredTeam: string;
  tournamentName: string;
  registrant: { firstName: string; lastName: string };
  orgName: string;
  video: { title: string; captionUrl: string };
  news: { heading: string };
  /** the news item whose text has a 300-character address and a long unbroken word */
  longNews: { heading: string; url: string; word: string };
  suspension: { playerName: string };
}

const enc = encodeURIComponent;

/** An address of exactly 300 characters, and a word of 120 letters with no place to break. */
export const LONG_URL = `https://photos.example.org/${'gallery-'.repeat(34)}`.padEnd(300, 'x');
export const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(4).slice(0, 120);

async function seed(request: APIRequestContext): Promise<EveryPage> {
  const api = await leagueApi(request);
  const admin = await adminSessionFor(request);
  const coach = await sharedCoach(request);
  const s = await seedSeason(api);
  const { bears } = s.teams;
  const { stone } = s.players;
  const eventName = `Awards Night ${s.suffix}`;
  const eventId = await createEvent(api, {
    eventName,
    date: '2025-10-20',
    time: '19:00',
    venueId: s.venue.id,
  });
  // a second recording keeps g1's summary; the results page reads it
  await recordResult(api, s.games.g2, {
    status: 'Overtime',
    home: { periods: [1, 0, 1, 1] },
    visitor: { periods: [1, 1, 0, 0] },
    summary: 'Grant won it in overtime.',
  });
  noteSeeded(api.lastPosition);

  const post = async <T>(path: string, data: unknown, session: { token: string } | null = admin) => {
    const response = await request.post(path, { headers: session ? bearer(session) : {}, data });
    const text = await response.text();
    expect(response.status(), `${path}: ${text}`).toBe(201);
    const body = JSON.parse(text) as T & { position?: string };
    noteSeeded(body.position);
    return body;
  };
  const { orgId, orgName } = await createOrg(request, admin, `Walk Org ${uniqueSuffix()}`);
  const registeredTeam = `Herons ${uniqueSuffix()}`;
  await registerTeam(request, coach, {
    org: orgName,
    team: registeredTeam,
    year: 2030,
    players: [
      { name: 'Gil Goalie', number: 1, BY: 1990, goalie: true },
      { name: 'Tia Taxi', number: 2, BY: 1991, taxi: true },
    ],
  });
  const tournamentName = `Summer Cup ${uniqueSuffix()}`;
  const tournamentId = await createTournament(request, admin, tournamentName, daysFromToday(30));
  const registrant = { firstName: 'Kim', lastName: `Lo${uniqueSuffix()}` };
  const { registrantId } = await post<{ registrantId: string }>(
    `/api/registration/${tournamentId}/registrants`,
    {
      ...registrant,
      phoneNumber: '(518) 555-0101',
      address: '1 Elm St',
      city: 'Albany',
      email: 'kim@example.com',
      dateOfBirth: '2011-04-01',
      parentName: 'Dana Lo',
    },
    null,
  );
  const video = { title: `Season highlights ${s.suffix}`, captionUrl: 'https://example.org/goals' };
  const { videoId } = await post<{ videoId: string }>('/api/admin/createVideo', {
    videoTitle: video.title,
    videoURL: 'https://example.com/highlights',
    videoCaption: `The best goals of the fall, more at ${video.captionUrl}.`,
  });
  const news = { heading: `Fall season starts ${s.suffix}` };
  const { newsId } = await post<{ newsId: string }>('/api/admin/createNews', {
    newsHeading: news.heading,
    newsSubheading: 'Schedules are out',
    newsDate: '2025-09-01',
    newsContent: 'Every team plays six games before the playoffs.',
  });
  // the newest item: the home page shows it first
  const longNews = { heading: `Photos ${s.suffix}`, url: LONG_URL, word: LONG_WORD };
  await post('/api/admin/createNews', {
    newsHeading: longNews.heading,
    newsSubheading: LONG_WORD,
    newsDate: daysFromToday(0),
    newsContent: `Every photo of the season: ${LONG_URL} (the ${LONG_WORD} gallery).`,
  });
  const suspension = { playerName: `Sam Reed ${s.suffix}` };
  const { suspensionId } = await post<{ suspensionId: string }>('/api/admin/createSuspension', {
    playerName: suspension.playerName,
    team: s.teams.sharks.name,
    date1: '2025-09-06',
    reason: 'Fighting',
    numberOfGames: 2,
  });

  const league = `${enc(s.league.leagueName)}/Fall/2025`;
  const team = `/admin/${enc(bears.name)}/2025`;
  const registered = `${enc(registeredTeam)}/2030`;
  return {
    visitor: [
      '/',
      '/admin/login',
      '/statsandstandings',
      '/history',
      `/history/${s.oldTeams.bears.id}`,
      `/${stone.playerId}/history`,
      `/gameSummary/${s.games.g1}`,
      `/gameSummary/${s.games.g6}`,
      `/gameSummary/${s.games.g7}`,
      '/conduct',
      '/rosters',
      '/info',
      '/info/by-laws',
      `/league/${s.league.id}`,
      '/league/previousLeagues',
      `/league/${s.league.id}/scoringLeaders`,
      `/league/leagues/${s.league.id}/standings`,
      `/league/${s.league.id}/bracket`,
      `/league/schedule/${s.league.id}`,
      `/league/${s.venue.id}/schedule`,
      `/league/schedule/${league}/${enc(bears.name)}`,
      `/team/${bears.id}`,
      '/register',
      '/tournaments',
      `/tournament/${tournamentId}/register`,
      '/forgot-password',
      '/reset-password?token=a.b',
      '/confirm-email?token=a.b',
      '/staff/accept?token=a.b',
      '/no/such/page',
    ],
    signedIn: [
      `/teamRegistration/${coach.coachId}`,
      `/admin/updateRegisteredTeam/${coach.coachId}/${registered}`,
      `/admin/registerAnotherTeam/${coach.coachId}`,
      '/admin/leagues/current',
      '/admin/getAllCOCCoaches',
      '/admin/registration',
      '/admin/archived',
      '/admin/orgs',
      '/admin/suspended',
      '/admin/team/current',
      `${team}/roster`,
      `${team}/newPlayer`,
      `${team}/players`,
      `${team}/${stone.rosterPlayerId}/changeNumber`,
      `/admin/${stone.playerId}/playerPhoto`,
      `${team}/addPlayers`,
      `/admin/updateTeam/${bears.id}`,
      '/admin/team/new',
      '/admin/newPlayer',
      `/admin/updatePlayer/${stone.playerId}`,
      `/admin/${league}/newTeam`,
      `/admin/${league}/updateTeam/${bears.id}`,
      `/admin/${league}/updateTeamWithDivision/${bears.id}`,
      `/admin/${enc(s.league.leagueName)}/North/Fall/2025/teams`,
      `/admin/${enc(s.league.leagueName)}/North/Fall/2025/${enc(bears.name)}/players`,
      '/admin/teams/archive',
      '/admin/venues',
      `/admin/updateVenue/${s.venue.id}`,
      '/admin/venue/new',
      '/admin/videos',
      `/admin/updateVideo/${videoId}`,
      '/admin/video/new',
      '/admin/news',
      `/admin/updateNews/${newsId}`,
      '/admin/news/new',
      `/admin/${suspensionId}/updateSuspension`,
      '/admin/oldSuspensions',
      '/admin/suspension/new',
      `/admin/${orgId}/updateOrg`,
      '/admin/org/new',
      `/admin/${enc(tournamentName)}`,
      `/admin/updateRegistrant/${enc(tournamentName)}/${registrantId}`,
      '/register/tournament/new',
      `/registration/updateTournament/${tournamentId}`,
      '/admin/tournaments',
      `/admin/${s.venue.id}/schedule`,
      '/games/new',
      '/admin/events/new',
      `/schedule/admin/${s.league.id}`,
      '/admin/masterSchedule',
      `/admin/updateGame/${s.games.g1}`,
      `/admin/updateEvent/${eventId}`,
      `/admin/gameResults/${s.games.g1}`,
      `/admin/playoffGameResults/${s.games.g6}`,
      `/admin/championshipGameResults/${s.games.g7}`,
      '/admin/league/new',
      `/admin/updateLeague/${s.league.id}`,
      '/admin/mail/outbox',
      '/admin/staff',
      '/admin/gamesToScore',
      '/admin/league/import',
      `/schedule/admin/${s.league.id}/generate`,
      `/admin/game/${s.games.g1}/sheet`,
      '/account',
    ],
    sessions: { admin, coach },
    season: s,
    eventName,
    registeredTeam,
    tournamentName,
    registrant,
    orgName,
    video,
    news,
    longNews,
    suspension,
  };
}

let seeded: Promise<EveryPage> | null = null;
/** The pages and their data, seeded once per worker. */
export const everyPage = (request: APIRequestContext) => (seeded ??= seed(request));

/** The routes of the site that no page of `pages` opens (by the route each address matches). */
export function routesLeftOut(pages: EveryPage): string[] {
  const visited = new Set(
    [...pages.visitor, ...pages.signedIn].map((path) => matchSiteRoute(path)?.route.path ?? '(not found)'),
  );
  return SITE_ROUTES.map((route) => route.path).filter((path) => !visited.has(path));
}

/** Opens the app with the sessions (or none), its reads waiting for every seeded write. */
export const openWalk = async (page: Page, pages: EveryPage, signedIn: boolean) => {
  await openSeeded(page, '/info', signedIn ? pages.sessions : {});
  // the walk navigates by the app's own history: the app must have taken the page over first
  await appReady(page);
};

/**
 * Opens `path` the way a link does (the app stays loaded, much faster than a new page load) and waits
 * until the new page has taken the focus (the layout moves it to the page's h1, or to main when the page
 * shows no h1 in time) and nothing is loading any more. Answers what is wrong, if anything.
 */
export async function followTo(page: Page, path: string): Promise<string | null> {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState({ key: `walk-${Math.random().toString(36).slice(2)}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const shown = await page
    .waitForFunction(
      () => {
        const focused = document.activeElement;
        const onPage = focused?.tagName === 'MAIN' || (focused?.tagName === 'H1' && focused.closest('main'));
        return onPage && document.querySelector('[role="status"][aria-label="Loading"]') === null;
      },
      undefined,
      { timeout: 12_000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  // the last state updates
  await page.waitForTimeout(100);
  if (shown) return null;
  const state = await page.evaluate(() => ({
    focused: document.activeElement?.tagName ?? 'none',
    loading: document.querySelector('[role="status"][aria-label="Loading"]') !== null,
  }));
  return `the page did not settle in 12 s (focus on ${state.focused}, ${state.loading ? 'still loading' : 'loaded'})`;
}
