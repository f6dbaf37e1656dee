import { expect, type APIRequestContext, type APIResponse, type Page } from './app-test';
import { adminSessionFor, uniqueSuffix } from './support';

/**
 * Seeding league play through the real command API (as an admin), for the public and admin page
 * tests. Every write remembers the highest position it was answered with, so a page can be opened
 * reading its own writes (`openAfterWrites`) instead of racing the projections.
 */
export interface LeagueApi {
  request: APIRequestContext;
  headers: Record<string, string>;
  /** the position of the last recorded write */
  lastPosition: string | null;
}

export async function leagueApi(request: APIRequestContext): Promise<LeagueApi> {
  const admin = await adminSessionFor(request);
  return { request, headers: { Authorization: `Bearer ${admin.token}` }, lastPosition: null };
}

const positionOrder = (position: string) =>
  position.split('.').map((part) => BigInt(part)) as [bigint, bigint];

function remember(api: LeagueApi, position: unknown) {
  if (typeof position !== 'string') return;
  if (api.lastPosition) {
    const [high, low] = positionOrder(position);
    const [lastHigh, lastLow] = positionOrder(api.lastPosition);
    if (high < lastHigh || (high === lastHigh && low <= lastLow)) return;
  }
  api.lastPosition = position;
}

async function answer<T>(response: APIResponse, status: number, what: string): Promise<T> {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** A write as the admin; an edit of a record sends the version it was read at (`ifMatch`) as If-Match. */
async function write<T extends object>(
  api: LeagueApi,
  method: 'post' | 'patch' | 'delete',
  path: string,
  data: unknown,
  status: number,
  ifMatch?: number,
): Promise<T> {
  const headers = ifMatch === undefined ? api.headers : { ...api.headers, 'If-Match': String(ifMatch) };
  const response = await api.request[method](path, { headers, data });
  const body = await answer<T>(response, status, `${method.toUpperCase()} ${path}`);
  remember(api, (body as { position?: unknown }).position);
  return body;
}

/** A name nobody else in this run's store has: `${prefix} ${suffix}`. */
export const uniqueName = (prefix: string) => `${prefix} ${uniqueSuffix()}`;

export async function createVenue(
  api: LeagueApi,
  venueName = uniqueName('Rink'),
  venueAddress = '1 Faceoff Lane',
) {
  const { venueId } = await write<{ venueId: string }>(
    api,
    'post',
    '/api/admin/createVenue',
    { venueName, venueAddress },
    201,
  );
  return venueId;
}

export interface LeagueFields {
  leagueName: string;
  divisionName?: string | null;
  session: string;
  year: number;
}

export async function createLeague(api: LeagueApi, league: LeagueFields) {
  const { leagueId } = await write<{ leagueId: string }>(api, 'post', '/api/admin/createLeague', league, 201);
  return leagueId;
}

/** Archives a current league, at the version the admin's list of current leagues shows. */
export async function toggleLeague(api: LeagueApi, leagueId: string) {
  const { currentLeagues } = await readAfterWrites<{
    currentLeagues: Array<{ _id: string; version: number }>;
  }>(api, '/api/admin/leagues/current');
  const league = currentLeagues.find((candidate) => candidate._id === leagueId);
  if (!league) throw new Error(`League ${leagueId} is not current: no page shows its version`);
  return write<{ isCurrent: boolean }>(
    api,
    'patch',
    `/api/admin/${leagueId}/archiveCurrentToggleLeague`,
    {},
    200,
    league.version,
  );
}

/** The team's version as its admin page reads it (after the writes so far): what a team edit sends. */
export async function teamVersion(api: LeagueApi, teamId: string) {
  return (await readAfterWrites<{ team: { version: number } }>(api, `/api/admin/team/${teamId}`)).team
    .version;
}

/** The game's version as its admin pages read it (after the writes so far): what a result sends. */
export async function gameVersion(api: LeagueApi, gameId: string) {
  return (await readAfterWrites<{ game: { version: number } }>(api, `/api/admin/game/${gameId}`)).game
    .version;
}

export async function createTeam(
  api: LeagueApi,
  team: { leagueId: string; teamName: string; divisionName?: string },
) {
  const { teamId } = await write<{ teamId: string }>(api, 'post', '/api/admin/createTeam', team, 201);
  return teamId;
}

/** current ⇄ archived */
export async function toggleTeam(api: LeagueApi, teamId: string) {
  return write<{ isCurrent: boolean }>(
    api,
    'patch',
    `/api/admin/${teamId}/archiveCurrentToggleTeam`,
    {},
    200,
    await teamVersion(api, teamId),
  );
}

export async function createPlayer(
  api: LeagueApi,
  player: { firstName: string; lastName: string; middleInitial?: string },
) {
  const { playerId } = await write<{ playerId: string }>(api, 'post', '/api/admin/createPlayer', player, 201);
  return playerId;
}

/** Puts players on a team's roster; answers their rosterPlayerIds in the same order. */
export async function addPlayers(
  api: LeagueApi,
  teamId: string,
  players: Array<{ playerId: string; number: number }>,
) {
  const { rosterPlayerIds } = await write<{ rosterPlayerIds: string[] }>(
    api,
    'post',
    `/api/admin/${teamId}/addPlayers`,
    { players },
    201,
    await teamVersion(api, teamId),
  );
  return rosterPlayerIds;
}

export interface RosteredPlayerSeed {
  playerId: string;
  rosterPlayerId: string;
  firstName: string;
  lastName: string;
  number: number;
}

/** Creates players with these names and puts them on the team with these numbers. */
export async function rosterOf(
  api: LeagueApi,
  teamId: string,
  players: Array<{ firstName: string; lastName: string; number: number; middleInitial?: string }>,
): Promise<RosteredPlayerSeed[]> {
  const created = [];
  for (const { number, ...name } of players) {
    created.push({ ...name, number, playerId: await createPlayer(api, name) });
  }
  const rosterPlayerIds = await addPlayers(
    api,
    teamId,
    created.map(({ playerId, number }) => ({ playerId, number })),
  );
  return created.map((player, index) => ({ ...player, rosterPlayerId: rosterPlayerIds[index] ?? '' }));
}

export interface GameSeed {
  leagueId: string;
  venueId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 h */
  time: string;
  homeTeamId: string | null;
  visitorTeamId: string | null;
  homeTeamSeed?: number;
  visitorTeamSeed?: number;
  playoff?: boolean;
  championship?: boolean;
  allowConflict?: boolean;
}

export async function createGame(api: LeagueApi, game: GameSeed) {
  const { gameId } = await write<{ gameId: string }>(api, 'post', '/api/admin/createGame', game, 201);
  return gameId;
}

export async function createEvent(
  api: LeagueApi,
  event: { eventName: string; date: string; time: string; venueId: string; leagueId?: string },
) {
  const { eventId } = await write<{ eventId: string }>(api, 'post', '/api/admin/createEvent', event, 201);
  return eventId;
}

export interface StatLine {
  rosterPlayerId: string;
  goals: number;
  assists: number;
}

export interface SideResult {
  /** goals in periods 1, 2, 3 and OT/SO */
  periods: [number, number, number, number];
  stats?: StatLine[];
}

const statsEntries = (stats: StatLine[] = []) =>
  stats.map(({ rosterPlayerId, goals, assists }) => `${rosterPlayerId}|${goals}|${assists}`);
const periodsEntry = (periods: number[]) => [`${periods.join('|')}|${periods.reduce((a, b) => a + b, 0)}`];

/** Uploads a player's photo (multipart field `image`); answers the photo's URL. */
export async function uploadPlayerPhoto(
  api: LeagueApi,
  playerId: string,
  image: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await api.request.post(`/api/player/${playerId}/photo`, {
    headers: api.headers,
    multipart: { image },
  });
  const body = await answer<{ url: string; position: string }>(response, 201, 'POST photo');
  remember(api, body.position);
  return body.url;
}

/** A 1×1 PNG, the smallest real image the photo upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A regular-season result (recording again corrects it), whatever the game's date. */
export async function recordResult(
  api: LeagueApi,
  gameId: string,
  result: {
    home: SideResult;
    visitor: SideResult;
    status: 'FINAL' | 'Overtime' | 'Shootout' | string;
    summary?: string;
  },
) {
  return write(
    api,
    'patch',
    `/api/admin/gameStats/${gameId}`,
    {
      homeStats: statsEntries(result.home.stats),
      visitorStats: statsEntries(result.visitor.stats),
      homePointsPerPeriod: periodsEntry(result.home.periods),
      visitorPointsPerPeriod: periodsEntry(result.visitor.periods),
      gameStatus: result.status,
      gameSummary: result.summary ?? '',
      // a seed's dates are the test's choice: a game after today is recorded as confirmed
      confirmFuture: true,
    },
    200,
    await gameVersion(api, gameId),
  );
}

/** A playoff or championship result: totals only, a winner required; whatever the game's date. */
export async function recordKnockoutResult(
  api: LeagueApi,
  gameId: string,
  kind: 'playoff' | 'championship',
  result: {
    homeTotal: number;
    visitorTotal: number;
    homeStats?: StatLine[];
    visitorStats?: StatLine[];
    summary?: string;
  },
) {
  return write(
    api,
    'patch',
    `/api/admin/${kind}GameStats/${gameId}`,
    {
      homeStats: statsEntries(result.homeStats),
      visitorStats: statsEntries(result.visitorStats),
      homePointsTotal: result.homeTotal,
      visitorPointsTotal: result.visitorTotal,
      gameSummary: result.summary ?? '',
      gameId,
      confirmFuture: true,
    },
    200,
    await gameVersion(api, gameId),
  );
}

/**
 * Opens `path` the way a visitor who just made these writes would: the UI sends the last write's
 * position as X-Min-Position, so the reads wait for the projections to catch up.
 */
export async function openAfterWrites(page: Page, path: string, api: LeagueApi) {
  await page.goto('/info');
  if (api.lastPosition) {
    await page.evaluate((position) => sessionStorage.setItem('minReadPosition', position), api.lastPosition);
  }
  await page.goto(path);
}

/** A read through the API once the projections have the writes so far (for checks beside the page). */
export async function readAfterWrites<T>(api: LeagueApi, path: string): Promise<T> {
  const response = await api.request.get(path, {
    headers: api.lastPosition ? { ...api.headers, 'X-Min-Position': api.lastPosition } : api.headers,
  });
  return answer<T>(response, 200, `GET ${path}`);
}

/** A phone-sized viewport (the small screens of docs/rules.md §2). */
export const PHONE = { width: 390, height: 844 };

/** True when the page scrolls sideways as a whole (tables must scroll inside their own box instead). */
export const pageOverflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * A small season every public page can show, with numbers worked out by hand (see `expected`).
 * League "Metro <suffix>" (Fall 2025), divisions North (Bears, Sharks) and South (Owls, Wolves),
 * two players each, one venue; results of every kind:
 *   G1 Sharks @ Bears  FINAL     1 - 3 (first recorded 1 - 2, then corrected)
 *   G2 Wolves @ Owls   Overtime  2 - 3
 *   G3 Bears @ Wolves  Shootout  3 - 2
 *   G4 Owls @ Sharks   FINAL     2 - 2 (a tie)
 *   G5 Sharks @ Owls   not played
 *   G6 (2) Owls @ (1) Bears  playoff       1 - 4
 *   G7 TBD @ (1) Bears       championship  not played
 * plus a calendar event, and a previous league (Spring 2024, A division) whose archived Bears team
 * played one game (Rivals @ Bears 0 - 2), so player and team history have two seasons.
 */
export async function seedSeason(api: LeagueApi) {
  const suffix = uniqueSuffix();
  const leagueName = `Metro ${suffix}`;
  const venueName = `Rink ${suffix}`;
  const venueId = await createVenue(api, venueName, '12 Faceoff Lane');
  const league = { leagueName, session: 'Fall', year: 2025 };
  const leagueId = await createLeague(api, league);
  const team = (teamName: string, divisionName: string) =>
    createTeam(api, { leagueId, teamName: `${teamName} ${suffix}`, divisionName });
  const teams = {
    bears: { name: `Bears ${suffix}`, id: await team('Bears', 'North') },
    sharks: { name: `Sharks ${suffix}`, id: await team('Sharks', 'North') },
    owls: { name: `Owls ${suffix}`, id: await team('Owls', 'South') },
    wolves: { name: `Wolves ${suffix}`, id: await team('Wolves', 'South') },
  };
  const [stone, cole] = await rosterOf(api, teams.bears.id, [
    { firstName: 'Alex', lastName: 'Stone', middleInitial: 'J', number: 9 },
    { firstName: 'Ben', lastName: 'Cole', number: 12 },
  ]);
  const [reed, hart] = await rosterOf(api, teams.sharks.id, [
    { firstName: 'Sam', lastName: 'Reed', number: 7 },
    { firstName: 'Tom', lastName: 'Hart', number: 19 },
  ]);
  const [diaz, grant] = await rosterOf(api, teams.owls.id, [
    { firstName: 'Omar', lastName: 'Diaz', number: 10 },
    { firstName: 'Olly', lastName: 'Grant', number: 3 },
  ]);
  const [ford, park] = await rosterOf(api, teams.wolves.id, [
    { firstName: 'Will', lastName: 'Ford', number: 4 },
    { firstName: 'Liam', lastName: 'Park', number: 88 },
  ]);
  if (!stone || !cole || !reed || !hart || !diaz || !grant || !ford || !park)
    throw new Error('roster not created');
  const line = (player: RosteredPlayerSeed, goals: number, assists: number) => ({
    rosterPlayerId: player.rosterPlayerId,
    goals,
    assists,
  });
  const game = (
    date: string,
    time: string,
    visitorTeamId: string | null,
    homeTeamId: string | null,
    extra = {},
  ) => createGame(api, { leagueId, venueId, date, time, visitorTeamId, homeTeamId, ...extra });

  const g1 = await game('2025-09-05', '19:30', teams.sharks.id, teams.bears.id);
  await recordResult(api, g1, {
    status: 'FINAL',
    home: { periods: [1, 1, 0, 0], stats: [line(stone, 1, 1), line(cole, 1, 0)] },
    visitor: { periods: [0, 1, 0, 0], stats: [line(reed, 1, 0)] },
    summary: 'First draft of the result.',
  });
  await recordResult(api, g1, {
    status: 'FINAL',
    home: { periods: [1, 2, 0, 0], stats: [line(stone, 2, 1), line(cole, 1, 1)] },
    visitor: { periods: [0, 1, 0, 0], stats: [line(reed, 1, 0)] },
    summary: 'Stone scored twice as the Bears pulled away in the second.',
  });
  const g2 = await game('2025-09-12', '09:00', teams.wolves.id, teams.owls.id);
  await recordResult(api, g2, {
    status: 'Overtime',
    home: { periods: [1, 0, 1, 1], stats: [line(diaz, 2, 0), line(grant, 1, 2)] },
    visitor: { periods: [1, 1, 0, 0], stats: [line(ford, 1, 1), line(park, 1, 0)] },
    summary: 'Grant won it in overtime.',
  });
  const g3 = await game('2025-09-19', '12:00', teams.bears.id, teams.wolves.id);
  await recordResult(api, g3, {
    status: 'Shootout',
    home: { periods: [1, 1, 0, 0], stats: [line(park, 2, 0)] },
    visitor: { periods: [1, 1, 0, 1], stats: [line(stone, 1, 0), line(cole, 1, 1)] },
    summary: 'Decided in the shootout.',
  });
  const g4 = await game('2025-09-26', '00:15', teams.owls.id, teams.sharks.id);
  await recordResult(api, g4, {
    status: 'FINAL',
    home: { periods: [1, 1, 0, 0], stats: [line(hart, 2, 0)] },
    visitor: { periods: [0, 2, 0, 0], stats: [line(diaz, 1, 1)] },
    summary: 'A late-night draw.',
  });
  const g5 = await game('2025-10-03', '19:00', teams.sharks.id, teams.owls.id);
  const g6 = await game('2025-10-10', '20:00', teams.owls.id, teams.bears.id, {
    playoff: true,
    homeTeamSeed: 1,
    visitorTeamSeed: 2,
  });
  await recordKnockoutResult(api, g6, 'playoff', {
    homeTotal: 4,
    visitorTotal: 1,
    homeStats: [line(stone, 1, 1), line(cole, 0, 2)],
    visitorStats: [line(diaz, 1, 0)],
    summary: 'Bears through to the final.',
  });
  const g7 = await game('2025-10-17', '20:00', null, teams.bears.id, { championship: true, homeTeamSeed: 1 });
  const eventName = `Skills Clinic ${suffix}`;
  await createEvent(api, { eventName, date: '2025-09-05', time: '18:00', venueId, leagueId });

  // last season: a previous league (with a division) and an archived team with the same player
  const oldLeague = { leagueName, divisionName: 'A', session: 'Spring', year: 2024 };
  const oldLeagueId = await createLeague(api, oldLeague);
  const oldBears = {
    name: `Bears ${suffix}`,
    id: await createTeam(api, { leagueId: oldLeagueId, teamName: `Bears ${suffix}` }),
  };
  const oldRivals = {
    name: `Rivals ${suffix}`,
    id: await createTeam(api, { leagueId: oldLeagueId, teamName: `Rivals ${suffix}` }),
  };
  const [oldStone] = await addPlayers(api, oldBears.id, [{ playerId: stone.playerId, number: 11 }]);
  if (!oldStone) throw new Error('old roster not created');
  const g0 = await createGame(api, {
    leagueId: oldLeagueId,
    venueId,
    date: '2024-04-20',
    time: '18:30',
    visitorTeamId: oldRivals.id,
    homeTeamId: oldBears.id,
  });
  await recordResult(api, g0, {
    status: 'FINAL',
    home: { periods: [1, 0, 1, 0], stats: [{ rosterPlayerId: oldStone, goals: 2, assists: 0 }] },
    visitor: { periods: [0, 0, 0, 0] },
  });
  await toggleTeam(api, oldBears.id);
  await toggleLeague(api, oldLeagueId);

  return {
    suffix,
    league: { ...league, id: leagueId },
    oldLeague: { ...oldLeague, id: oldLeagueId },
    venue: { id: venueId, name: venueName },
    teams,
    oldTeams: { bears: oldBears, rivals: oldRivals },
    players: { stone, cole, reed, hart, diaz, grant, ford, park },
    games: { g0, g1, g2, g3, g4, g5, g6, g7 },
    eventName,
  };
}

export type Season = Awaited<ReturnType<typeof seedSeason>>;
