import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPageAnswer, todayInTimeZone, type TeamPageAnswer } from '@league/contracts';
import { leaguePlayStack, unknown, type LeaguePlayStack } from './test-support';

/**
 * GET /api/team/{teamId} on PGlite: a club's current team with games around today on the league's
 * calendar, its earlier and other teams of the same name, all recorded as events and projected.
 */

const TIME_ZONE = 'America/New_York';
const today = todayInTimeZone(TIME_ZONE);
const day = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const year = Number(today.slice(0, 4));

let stack: LeaguePlayStack;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const { f } = stack;
  const rink = await f.venue('Main Rink');
  const metro = await f.league({ leagueName: 'Metro', session: 'Fall', year });
  const aces = await f.team(metro, 'Albany Aces', null, year);
  const bees = await f.team(metro, 'Boston Bees', null, year);
  const cats = await f.team(metro, 'Cats', null, year);
  const ann = await f.player('Ann', 'Zed', 'Q');
  const bob = await f.player('Bob', 'Young');
  const cal = await f.player('Cal', 'Baker');
  const r = {
    ann: await f.roster(aces, ann, 9),
    bob: await f.roster(aces, bob, 4),
    cal: await f.roster(bees, cal, 7),
  };
  const game = (home: string, visitor: string, date: string, time = '19:00', playoff = false) =>
    f.game({ leagueId: metro, date, time, venueId: rink, homeTeamId: home, visitorTeamId: visitor, playoff });
  const g = {
    // Aces at home: W 3-1, T 2-2; away: L 1-2 (Overtime), W 4-0
    home1: await game(aces, bees, day(-10)),
    home2: await game(aces, cats, day(-8)),
    away1: await game(bees, aces, day(-6)),
    away2: await game(cats, aces, day(-4)),
    overdue: await game(aces, bees, day(-2)),
    playoff: await game(bees, aces, day(-1), '20:00', true),
    later: await game(cats, aces, day(5)),
    next: await game(aces, bees, day(2), '18:30'),
    others: await game(bees, cats, day(1)),
  };
  await f.result(g.home1, {
    home: 3,
    visitor: 1,
    homeStats: [
      [r.ann, 2, 0],
      [r.bob, 1, 1],
    ],
    visitorStats: [[r.cal, 1, 0]],
  });
  await f.result(g.home2, { home: 2, visitor: 2, homeStats: [[r.ann, 1, 1]] });
  await f.result(g.away1, { status: 'Overtime', home: 2, visitor: 1 });
  await f.result(g.away2, { home: 0, visitor: 4, visitorStats: [[r.bob, 2, 0]] });
  await f.result(g.playoff, { home: 5, visitor: 0 });
  await f.event({ eventName: 'Skills Clinic', date: day(3), time: '10:00', venueId: rink, leagueId: metro });

  // the club's earlier season (archived) and its team in another current league; a different club
  const old = await f.league({ leagueName: 'Metro', session: 'Spring', year: year - 2 });
  const oldAces = await f.team(old, '  albany   ACES ', null, year - 2);
  const oldBees = await f.team(old, 'Boston Bees', null, year - 2);
  const oldGame = await f.game({
    leagueId: old,
    date: `${year - 2}-05-01`,
    time: '19:00',
    venueId: rink,
    homeTeamId: oldAces,
    visitorTeamId: oldBees,
  });
  await f.result(oldGame, { home: 1, visitor: 6 });
  await f.archiveTeam(oldAces);
  await f.archiveLeague(old);
  const coastal = await f.league({ leagueName: 'Coastal', divisionName: 'North', session: 'Fall', year });
  const coastalAces = await f.team(coastal, 'Albany Aces', null, year);
  await f.team(coastal, 'Albany Aces II', null, year);
  return { rink, metro, old, coastal, aces, bees, cats, oldAces, coastalAces, g, r, ann, bob };
}

beforeAll(async () => {
  stack = await leaguePlayStack({ timezone: TIME_ZONE });
  ids = await seed();
  await stack.runner.catchUp();
});
afterAll(async () => stack.close());

async function read(teamId: string) {
  stack.queries.reset();
  return stack.app.inject({
    method: 'GET',
    url: `/api/team/${teamId}`,
    headers: { 'x-min-position': stack.f.last },
  });
}

async function readPage(teamId: string): Promise<{ page: TeamPageAnswer; statements: number; body: string }> {
  const response = await read(teamId);
  expect(response.statusCode, response.body).toBe(200);
  return {
    page: teamPageAnswer.parse(response.json()),
    statements: stack.queries.statements,
    body: response.body,
  };
}

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

describe('GET /api/team/{teamId}', () => {
  it("answers a current team's record, splits, form, next game, roster, schedule and club seasons in one statement", async () => {
    const { page, statements } = await readPage(ids.aces);
    expect(statements, 'the whole page in one statement').toBe(1);
    expect(page).toMatchObject({
      teamId: ids.aces,
      teamName: 'Albany Aces',
      isCurrent: true,
      league: {
        leagueId: ids.metro,
        leagueName: 'Metro',
        divisionName: null,
        session: 'Fall',
        year,
        isCurrent: true,
      },
    });
    // regular season only: the playoff loss counts nowhere
    expect(page.standing).toEqual({
      gamesPlayed: 4,
      wins: 2,
      losses: 0,
      ties: 1,
      overtimeLosses: 1,
      shootoutLosses: 0,
      points: 6,
      goalsFor: 10,
      goalsAgainst: 5,
      goalDifference: 5,
      rank: 1,
      teamsRanked: 3,
      rankedIn: { kind: 'league' },
    });
    expect(page.home).toEqual({ wins: 1, losses: 0, ties: 1, overtimeLosses: 0, shootoutLosses: 0 });
    expect(page.away).toEqual({ wins: 1, losses: 0, ties: 0, overtimeLosses: 1, shootoutLosses: 0 });
    expect(page.lastTen).toEqual({ wins: 2, losses: 1, ties: 1 });
    expect(page.streak).toEqual({ result: 'W', count: 1 });
    // the overdue game of two days ago is not next; the game in two days is, before the one in five
    expect(page.nextGame).toMatchObject({
      _id: ids.g.next,
      isoDate: day(2),
      time: '18:30',
      opponent: 'Boston Bees',
    });
    expect(page.nextGame?.venueName).toBe('Main Rink');

    expect(
      page.roster.map((p) => [p.number, p.firstName, p.lastName, p.gamesPlayed, p.goals, p.assists]),
    ).toEqual([
      [4, 'Bob', 'Young', 5, 3, 1],
      [9, 'Ann', 'Zed', 5, 3, 1],
    ]);
    // its games and its league's event, chronologically; the other teams' game left out
    expect(page.schedule.map((item) => item._id)).not.toContain(ids.g.others);
    expect(page.schedule.map((item) => [item.isoDate, item.kind, item.result])).toEqual([
      [day(-10), 'game', 'WON'],
      [day(-8), 'game', 'TIE'],
      [day(-6), 'game', 'LOST'],
      [day(-4), 'game', 'WON'],
      [day(-2), 'game', null],
      [day(-1), 'game', 'LOST'],
      [day(2), 'game', null],
      [day(3), 'event', null],
      [day(5), 'game', null],
    ]);

    expect(page.otherSeasons.map((s) => [s.teamId, s.leagueName, s.session, s.year, s.isCurrent])).toEqual([
      [ids.coastalAces, 'Coastal', 'Fall', year, true],
      [ids.oldAces, 'Metro', 'Spring', year - 2, false],
    ]);
    expect(page.otherSeasons[0]?.leagueDivisionName).toBe('North');
    expect(page.otherSeasons[1]?.record).toEqual({
      wins: 0,
      losses: 1,
      ties: 0,
      overtimeLosses: 0,
      shootoutLosses: 0,
      points: 0,
    });
  });

  it("answers an archived team's page, with no next game, and the club's newer teams", async () => {
    const { page } = await readPage(ids.oldAces);
    expect(page).toMatchObject({
      teamName: '  albany   ACES ',
      isCurrent: false,
      year: year - 2,
      league: { leagueId: ids.old, session: 'Spring', isCurrent: false },
      nextGame: null,
      streak: { result: 'L', count: 1 },
      roster: [],
    });
    expect(page.standing).toMatchObject({
      wins: 0,
      losses: 1,
      goalsFor: 1,
      goalsAgainst: 6,
      rank: 2,
      teamsRanked: 2,
      rankedIn: { kind: 'league' },
    });
    // both newer and current: by league name
    expect(page.otherSeasons.map((s) => s.teamId)).toEqual([ids.coastalAces, ids.aces]);
  });

  it('answers a team with no games yet with zeros, no rank and no form', async () => {
    const { page } = await readPage(ids.coastalAces);
    expect(page.standing).toMatchObject({
      gamesPlayed: 0,
      points: 0,
      rank: expect.any(Number),
      teamsRanked: 2,
    });
    expect(page.lastTen).toEqual({ wins: 0, losses: 0, ties: 0 });
    expect(page.streak).toBeNull();
    expect(page.nextGame).toBeNull();
    expect(page.schedule).toEqual([]);
  });

  it('carries no personal data: names, numbers and figures only', async () => {
    const { body } = await readPage(ids.aces);
    const keys = new Set(keysOf(JSON.parse(body)));
    for (const key of keys) expect(key).not.toMatch(/mail|phone|birth|address|coach|photo|version/i);
    expect(body).not.toMatch(/@[a-z0-9-]+\.[a-z]/i);
  });

  it("shows a result recorded since: the answer follows the read models' versions", async () => {
    const before = await read(ids.aces);
    await stack.f.result(ids.g.next, { home: 1, visitor: 0 });
    await stack.runner.catchUp();
    const { page } = await readPage(ids.aces);
    expect(before.headers.etag).toBeDefined();
    expect(page.standing.wins).toBe(3);
    expect(page.home.wins).toBe(2);
    expect(page.streak).toEqual({ result: 'W', count: 2 });
    expect(page.nextGame?._id).toBe(ids.g.later);
  });

  it('answers 404 { message } for an unknown team, 400 { message } for a malformed id', async () => {
    const missing = await read(unknown);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No Team Found!' });
    const bad = await read('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String) });
  });
});
