import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingsAnswer } from '@league/contracts';
import { readsTestSetup, type ReadsTest } from './test-support';

/**
 * The standings' form and points race through HTTP (inject), read from the standings read model the real
 * projections built from the scenario's events.
 */

let t: ReadsTest;
let form: { league: string; north: string; south: string };
beforeAll(async () => {
  t = await readsTestSetup();
  const { f, s } = t;
  const league = await f.league({ leagueName: 'Form', session: 'Winter', year: 2027 });
  const north = await f.team(league, 'North');
  const south = await f.team(league, 'South');
  const game = (date: string, time: string, extra = {}) =>
    f.game({
      leagueId: league,
      date,
      time,
      venueId: s.rink,
      homeTeamId: north,
      visitorTeamId: south,
      ...extra,
    });
  await f.result(await game('2027-01-05', '19:00'), { home: [1, 0, 0, 0], visitor: [0, 0, 0, 0] });
  // two games on one day: the evening loss is North's latest, the morning win before it
  await f.result(await game('2027-01-12', '20:00'), { home: [0, 0, 0, 0], visitor: [1, 0, 0, 0] });
  await f.result(await game('2027-01-12', '9:00'), { home: [2, 0, 0, 0], visitor: [0, 0, 0, 0] });
  const removed = await game('2027-01-19', '19:00');
  await f.result(removed, { home: [5, 0, 0, 0], visitor: [0, 0, 0, 0] });
  await f.removeGame(removed);
  await f.result(await game('2027-01-26', '19:00', { playoff: true }), { home: 3, visitor: 0 });
  await game('2027-02-02', '19:00');
  form = { league, north, south };
});
afterAll(async () => t.close());

const read = async (url: string) => standingsAnswer.parse((await t.get(url)).json());
const formOf = (answer: {
  listOfTeams: Array<{ teamName: string; lastTen: object; streak: object | null }>;
}) => answer.listOfTeams.map((l) => [l.teamName, l.lastTen, l.streak]);

describe('standings form and points race', () => {
  it('given the metro league, when its standings are read, then each team has its last ten, streak and race', async () => {
    const now = await read(`/api/league/leagues/${t.s.metro}/standings`);
    const w = (wins: number, losses: number, ties: number) => ({ wins, losses, ties });
    expect(formOf(now)).toEqual([
      ['Alpha', w(2, 0, 0), { result: 'W', count: 2 }],
      ['Echo', w(1, 0, 1), { result: 'W', count: 1 }],
      ['Foxtrot', w(1, 2, 0), { result: 'W', count: 1 }],
      ['Bravo', w(1, 1, 0), { result: 'W', count: 1 }],
      ['Charlie', w(0, 1, 1), { result: 'T', count: 1 }],
      ['Delta', w(0, 1, 2), { result: 'L', count: 1 }],
      ['Golf', w(0, 0, 0), null],
    ]);
    // the playoff game of 09-20 and the unplayed one of 09-07 are no game days of the race
    expect(now.race.days).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
      '2026-09-10',
    ]);
    const points = Object.fromEntries(
      now.race.teams.map((r) => [now.listOfTeams.find((l) => l.teamId === r.teamId)!.teamName, r.points]),
    );
    expect(points).toEqual({
      Alpha: [2, 4, 4, 4, 4, 4, 4],
      Echo: [0, 0, 1, 1, 3, 3, 3],
      Foxtrot: [0, 0, 0, 0, 1, 1, 3],
      Bravo: [0, 0, 0, 0, 0, 2, 2],
      Charlie: [0, 1, 1, 2, 2, 2, 2],
      Delta: [0, 0, 1, 2, 2, 2, 2],
      Golf: [0, 0, 0, 0, 0, 0, 0],
    });
    // the race ends on the table's points
    for (const line of now.listOfTeams)
      expect(now.race.teams.find((r) => r.teamId === line.teamId)!.points.at(-1)).toBe(line.points);
  });

  it('given a past day, when the standings as of it are read, then form and race stop at that day', async () => {
    const early = await read(`/api/league/leagues/${t.s.metro}/standings?asOf=2026-09-03`);
    expect(early.race.days).toEqual(['2026-09-01', '2026-09-02', '2026-09-03']);
    expect(formOf(early).slice(0, 4)).toEqual([
      ['Alpha', { wins: 2, losses: 0, ties: 0 }, { result: 'W', count: 2 }],
      ['Delta', { wins: 0, losses: 0, ties: 1 }, { result: 'T', count: 1 }],
      ['Echo', { wins: 0, losses: 0, ties: 1 }, { result: 'T', count: 1 }],
      ['Charlie', { wins: 0, losses: 1, ties: 0 }, { result: 'L', count: 1 }],
    ]);
    const before = await read(`/api/league/leagues/${t.s.metro}/standings?asOf=2026-08-31`);
    expect(before.race).toEqual({
      days: [],
      teams: before.listOfTeams.map((l) => ({ teamId: l.teamId, points: [] })),
    });
    expect(before.listOfTeams.every((l) => l.points === 0 && l.streak === null)).toBe(true);
  });

  it('given games on one day, a removed game, a playoff game and an unplayed one, when read, then only played regular games count in play order', async () => {
    const answer = await read(`/api/league/leagues/${form.league}/standings`);
    const north = answer.listOfTeams.find((l) => l.teamId === form.north)!;
    expect(north).toMatchObject({
      gamesPlayed: 3,
      lastTen: { wins: 2, losses: 1, ties: 0 },
      streak: { result: 'L', count: 1 },
    });
    expect(answer.listOfTeams.find((l) => l.teamId === form.south)!.streak).toEqual({
      result: 'W',
      count: 1,
    });
    expect(answer.race).toEqual({
      days: ['2027-01-05', '2027-01-12'],
      teams: [
        { teamId: form.north, points: [2, 4] },
        { teamId: form.south, points: [0, 2] },
      ],
    });
  });

  it('given a date that is no day of the calendar, when asked as of it, then 400 with a message', async () => {
    for (const asOf of ['2026-02-30', '2026-13-01', 'Sept', '2026-9-1']) {
      const response = await t.get(`/api/league/leagues/${t.s.metro}/standings?asOf=${asOf}`);
      expect(response.statusCode, asOf).toBe(400);
      expect(response.json<{ message: string }>().message, asOf).toMatch(/asOf must be a date YYYY-MM-DD/);
    }
  });
});
