import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeAnswer, standingsAnswer, todayInTimeZone, type HomeAnswer } from '@league/contracts';
import type { HttpApp } from '@league/infra/http';
import type { countStatements } from '@league/infra/sql';
import type { ProjectionRunner } from '@league/projectors';
import type { LeagueFixture } from '@league/projectors/league-fixture';
import { testTokens } from '../test-support';
import { leaguePlayStack, type LeaguePlayStack } from '../league/test-support';

/**
 * GET /api/home on PGlite, the league recorded as events and projected by the real projections, dated
 * around today on the league's calendar (America/New_York).
 */

const TIME_ZONE = 'America/New_York';
const today = todayInTimeZone(TIME_ZONE);

/** `days` after (or before) a YYYY-MM-DD date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const day = (days: number) => addDays(today, days);

let stack: LeaguePlayStack;
let runner: ProjectionRunner;
let app: HttpApp;
let queries: ReturnType<typeof countStatements>;
let f: LeagueFixture;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const rink = await f.venue('Main Rink');
  const hall = await f.venue('Civic Hall');
  const year = Number(today.slice(0, 4));
  const metro = await f.league({ leagueName: 'Metro', session: 'Fall', year });
  const t = {
    alpha: await f.team(metro, 'Alpha'),
    bravo: await f.team(metro, 'Bravo'),
    charlie: await f.team(metro, 'Charlie'),
    delta: await f.team(metro, 'Delta'),
    echo: await f.team(metro, 'Echo'),
  };
  const game = (visitor: string | null, home: string | null, date: string, time = '19:00', extra = {}) =>
    f.game({
      leagueId: metro,
      date,
      time,
      venueId: rink,
      homeTeamId: home,
      visitorTeamId: visitor,
      ...extra,
    });

  const g = {
    g1: await game(t.bravo, t.alpha, day(-10)),
    g2: await game(t.charlie, t.delta, day(-7)),
    g3: await game(t.echo, t.alpha, day(-3), '19:00'),
    g4: await game(t.bravo, t.charlie, day(-3), '9:30'),
    g5: await game(t.delta, t.echo, day(-1)),
    // past, its result not recorded yet: neither a result nor a next game
    g6: await game(t.alpha, t.delta, day(-2)),
    g7: await game(t.alpha, t.bravo, today, '20:00'),
    g8: await game(t.charlie, t.echo, day(1), '10:00'),
    g9: await game(t.delta, t.alpha, day(7)),
    g10: await game(t.echo, t.bravo, day(14)),
    g11: await game(null, t.alpha, day(20), '18:00', { playoff: true, homeTeamSeed: 1 }),
    removed: await game(t.bravo, t.delta, day(2)),
  };
  await f.result(g.g1, { home: [1, 1, 1, 0], visitor: [0, 1, 0, 0] });
  await f.result(g.g2, { home: [1, 1, 0, 0], visitor: [0, 2, 0, 0] });
  await f.result(g.g3, { status: 'Overtime', home: [1, 0, 1, 1], visitor: [1, 1, 0, 0] });
  await f.result(g.g4, { home: [0, 0, 1, 0], visitor: [2, 0, 0, 0] });
  await f.result(g.g5, { status: 'Shootout', home: [1, 1, 0, 0], visitor: [0, 1, 1, 1] });
  // recorded as not played: still a next game
  await f.result(g.g7, { status: 'TBP', home: [0, 0, 0, 0], visitor: [0, 0, 0, 0] });
  await f.removeGame(g.removed);

  const clinic = await f.event({
    eventName: 'Skills Clinic',
    date: day(5),
    time: '10:00',
    venueId: hall,
    leagueId: metro,
  });
  const banquet = await f.event({ eventName: 'Banquet', date: day(30), time: '19:00', venueId: hall });
  await f.event({ eventName: 'Past Meeting', date: day(-5), time: '19:00', venueId: hall });

  // an archived league: none of it is on the home page
  const old = await f.league({ leagueName: 'Archive', session: 'Spring', year: year - 1 });
  const oldA = await f.team(old, 'Old A');
  const oldB = await f.team(old, 'Old B');
  const oldGame = await f.game({
    leagueId: old,
    date: day(-1),
    time: '19:00',
    venueId: rink,
    homeTeamId: oldA,
    visitorTeamId: oldB,
  });
  await f.result(oldGame, { home: [1, 0, 0, 0], visitor: [0, 0, 0, 0] });
  await f.event({ eventName: 'Archive Reunion', date: day(3), time: '19:00', venueId: hall, leagueId: old });
  await f.game({
    leagueId: old,
    date: day(4),
    time: '19:00',
    venueId: rink,
    homeTeamId: oldA,
    visitorTeamId: oldB,
    championship: true,
  });
  await f.archiveLeague(old);

  // a current league without games yet, with a division
  const coastal = await f.league({ leagueName: 'Coastal', divisionName: 'North', session: 'Fall', year });
  for (const name of ['Kilo', 'India', 'Juliet', 'Hotel']) await f.team(coastal, name);

  return { rink, hall, metro, coastal, t, g, clinic, banquet };
}

beforeAll(async () => {
  stack = await leaguePlayStack({ tokens: testTokens(), timezone: TIME_ZONE });
  ({ runner, app, queries, f } = stack);
  ids = await seed();
  await runner.catchUp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => stack.close());

async function readHome() {
  queries.reset();
  const response = await app.inject({
    method: 'GET',
    url: '/api/home',
    headers: { 'x-min-position': f.last },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    answer: homeAnswer.parse(response.json()),
    statements: queries.statements,
    etag: response.headers.etag,
  };
}

const league = (answer: HomeAnswer, leagueId: string) => {
  const found = answer.leagues.find((l) => l.leagueId === leagueId);
  if (!found) throw new Error(`league ${leagueId} not on the home page`);
  return found;
};

describe('GET /api/home: the league pulse', () => {
  it('answers every current league, by name, with its newest results first, its next games from today and the top of its standings', async () => {
    const { answer, statements } = await readHome();
    expect(statements, 'the whole answer in one statement').toBe(1);
    expect(answer.today).toBe(today);
    expect(answer.leagues.map((l) => [l.leagueName, l.divisionName])).toEqual([
      ['Coastal', 'North'],
      ['Metro', null],
    ]);

    const metro = league(answer, ids.metro);
    const { g } = ids;
    // the same day: the evening game is the newer one
    expect(metro.latestResults.map((item) => item._id)).toEqual([g.g5, g.g3, g.g4]);
    expect(
      metro.latestResults.map((item) => [item.visitorTeamName, item.homeTeamName, item.score, item.status]),
    ).toEqual([
      ['Delta', 'Echo', '3 - 2', 'Shootout'],
      ['Echo', 'Alpha', '2 - 3', 'Overtime'],
      ['Bravo', 'Charlie', '2 - 1', 'FINAL'],
    ]);
    expect(metro.latestResults[0]).toMatchObject({
      isoDate: day(-1),
      winner: 'Delta',
      venueName: 'Main Rink',
    });

    // today's game counts as next until its result is in; the removed game and the unplayed past one do not
    expect(metro.nextGames.map((item) => item._id)).toEqual([g.g7, g.g8, g.g9]);
    expect(metro.nextGames[0]).toMatchObject({
      isoDate: today,
      year: Number(today.slice(0, 4)),
      time: '20:00',
      status: 'TBP',
      score: '',
      visitorTeamName: 'Alpha',
      homeTeamName: 'Bravo',
      venueId: ids.rink,
    });

    const full = standingsAnswer.parse(
      (await app.inject({ method: 'GET', url: `/api/league/leagues/${ids.metro}/standings` })).json(),
    );
    expect(metro.teamCount).toBe(5);
    expect(metro.standings).toEqual(
      full.listOfTeams.slice(0, 4).map(({ teamId, teamName, divisionName, gamesPlayed, points }) => ({
        teamId,
        teamName,
        divisionName,
        gamesPlayed,
        points,
      })),
    );
    // Alpha: W (g1), W in OT (g3): 4 points in 2 games
    expect(metro.standings[0]).toMatchObject({ teamName: 'Alpha', gamesPlayed: 2, points: 4 });

    const coastal = league(answer, ids.coastal);
    expect(coastal).toMatchObject({ latestResults: [], nextGames: [], teamCount: 4 });
    expect(coastal.standings.map((line) => [line.teamName, line.gamesPlayed, line.points])).toEqual([
      ['Hotel', 0, 0],
      ['India', 0, 0],
      ['Juliet', 0, 0],
      ['Kilo', 0, 0],
    ]);
  });

  it('lists the key dates ahead: events of current leagues or of none, and unplayed playoff and championship games', async () => {
    const { answer } = await readHome();
    expect(
      answer.keyDates.map((item) => [item.kind, item.eventName ?? item.homeTeamName, item.isoDate]),
    ).toEqual([
      ['event', 'Skills Clinic', day(5)],
      ['game', 'Alpha', day(20)],
      ['event', 'Banquet', day(30)],
    ]);
    expect(answer.keyDates[1]).toMatchObject({ playoff: true, visitorTeamName: 'TBD', homeTeamSeed: 1 });
    expect(answer.keyDates[2]).toMatchObject({ leagueId: null, venueId: ids.hall, venueName: 'Civic Hall' });
  });

  it('costs no statement while nothing changed: the answer and its tag come from memory', async () => {
    const first = await readHome();
    const again = await readHome();
    expect(again.statements).toBe(0);
    expect(again.etag).toBe(first.etag);
    expect(again.answer).toEqual(first.answer);
  });

  it('reads again once a result is recorded: the game leaves the next games for the latest results', async () => {
    const before = await readHome();
    await f.result(ids.g.g7, { home: [2, 0, 0, 0], visitor: [0, 0, 0, 0] });
    const { answer, statements, etag } = await readHome();
    expect(statements).toBe(1);
    expect(etag).not.toBe(before.etag);
    const metro = league(answer, ids.metro);
    expect(metro.latestResults[0]).toMatchObject({ _id: ids.g.g7, score: '0 - 2', winner: 'Bravo' });
    expect(metro.nextGames.map((item) => item._id)).toEqual([ids.g.g8, ids.g.g9, ids.g.g10]);
  });

  it('never shows a game dated after today among the latest results, even with a result recorded for it', async () => {
    // tomorrow's game, its result recorded ahead (confirmed, or from before results in the future were refused)
    await f.result(ids.g.g8, { home: [3, 0, 0, 0], visitor: [0, 0, 0, 0] });
    const metro = league((await readHome()).answer, ids.metro);
    expect(metro.latestResults.map((item) => item._id)).toEqual([ids.g.g7, ids.g.g5, ids.g.g3]);
  });

  it('reads again when the day turns, though nothing was recorded: what is next is counted from the new day', async () => {
    const before = await readHome();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day(8)}T17:00:00Z`));
    const { answer, statements, etag } = await readHome();
    expect(answer.today).toBe(day(8));
    expect(statements).toBe(1);
    expect(etag).not.toBe(before.etag);
    const metro = league(answer, ids.metro);
    expect(metro.nextGames.map((item) => item._id)).toEqual([ids.g.g10, ids.g.g11]);
    // from that day on, the result recorded ahead is the latest
    expect(metro.latestResults.map((item) => item._id)).toEqual([ids.g.g8, ids.g.g7, ids.g.g5]);
    expect(answer.keyDates.map((item) => item.eventName ?? item.homeTeamName)).toEqual(['Alpha', 'Banquet']);
  });
});
