import { describe, expect, it } from 'vitest';
import {
  addPlayersRequest,
  createGameRequest,
  createLeagueRequest,
  createPlayerRequest,
  gameStatsRequest,
  isCalendarDate,
  parsePeriodsEntry,
  parseStatsEntry,
  periodsEntry,
  playoffGameStatsRequest,
  statsEntry,
  updateGameRequest,
} from '../index';

const id = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10';
const other = '4c2e7d2f-1a1f-4b7c-9e9f-7a8b5c3d0e21';
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);
const regular = (fields: object = {}) => ({
  homeStats: [],
  visitorStats: [],
  homePointsPerPeriod: ['1|1|0|0|2'],
  visitorPointsPerPeriod: ['0|1|0|0|1'],
  gameStatus: 'FINAL',
  gameSummary: '',
  ...fields,
});

describe('league command payloads', () => {
  it('trim names, make an empty division or middle initial none, and keep years in range', () => {
    expect(
      createLeagueRequest.parse({ leagueName: ' Open ', divisionName: '', session: 'Fall', year: 2026 }),
    ).toEqual({
      leagueName: 'Open',
      divisionName: null,
      session: 'Fall',
      year: 2026,
      allowDoubleHeaders: false,
      periodMinutes: 20,
    });
    expect(
      messages(createLeagueRequest.safeParse({ leagueName: 'Open', session: 'Fall', year: 2026.5 })),
    ).toEqual(['Please enter a year from 2000 to 2100.']);
    expect(
      createPlayerRequest.parse({ firstName: 'A', lastName: 'B', middleInitial: 'j.' }).middleInitial,
    ).toBe('J');
    expect(
      createPlayerRequest.parse({ firstName: 'A', lastName: 'B', middleInitial: '' }).middleInitial,
    ).toBeNull();
    expect(messages(createPlayerRequest.safeParse({ firstName: 'A\u0000', lastName: 'B' }))).toEqual([
      'The first name contains characters that cannot be stored.',
    ]);
  });

  it('know real calendar dates and 24-hour times', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    const base = { leagueId: id, venueId: id, homeTeamId: id, visitorTeamId: other };
    expect(messages(createGameRequest.safeParse({ ...base, date: '10/01/2026', time: '24:00' }))).toEqual([
      'Please enter a date (YYYY-MM-DD).',
      'Please enter a time (HH:MM, 24 hours).',
    ]);
  });

  it('default a game to a regular game with seeds 0 and check its teams', () => {
    const game = createGameRequest.parse({
      leagueId: id,
      venueId: id,
      date: '2026-10-01',
      time: '19:30',
      homeTeamId: id,
      visitorTeamId: other,
    });
    expect(game).toMatchObject({
      homeTeamSeed: 0,
      visitorTeamSeed: 0,
      playoff: false,
      championship: false,
      allowConflict: false,
    });
    expect(messages(updateGameRequest.safeParse({ allowConflict: true }))).toEqual([
      'Send at least one field to change.',
    ]);
  });

  it('refuse a player or a number twice in one addPlayers, and numbers outside 0–99', () => {
    expect(
      messages(
        addPlayersRequest.safeParse({
          players: [
            { playerId: id, number: 0 },
            { playerId: other, number: 99 },
          ],
        }),
      ),
    ).toEqual([]);
    expect(messages(addPlayersRequest.safeParse({ players: [{ playerId: id, number: -1 }] }))).toEqual([
      'Please enter a number from 0 to 99.',
    ]);
    expect(
      messages(
        addPlayersRequest.safeParse({
          players: [
            { playerId: id, number: 5 },
            { playerId: other, number: 5 },
          ],
        }),
      ),
    ).toEqual(['Each number can be given to only one player.']);
  });
});

describe('result payloads', () => {
  it('parse and write stats and per-period entries', () => {
    expect(parseStatsEntry(`${id.toUpperCase()}|2|10`)).toEqual({
      rosterPlayerId: id,
      goals: 2,
      assists: 10,
    });
    expect(parseStatsEntry(`${id}|2`)).toBeNull();
    expect(parseStatsEntry(`${id}|-1|0`)).toBeNull();
    expect(statsEntry({ rosterPlayerId: id, goals: 1, assists: 0 })).toBe(`${id}|1|0`);
    expect(parsePeriodsEntry('1|0|2|1|4')).toEqual([1, 0, 2, 1, 4]);
    expect(parsePeriodsEntry('1|0|2|4')).toBeNull();
    expect(periodsEntry([1, 0, 2, 1], 4)).toEqual(['1|0|2|1|4']);
  });

  it('take a regular result whose totals add up, a tie under FINAL included', () => {
    const parsed = gameStatsRequest.parse(
      regular({ homeStats: [`${id}|2|0`], visitorPointsPerPeriod: ['1|1|0|0|2'] }),
    );
    expect(parsed.homePointsPerPeriod).toEqual({ periods: [1, 1, 0, 0], total: 2 });
    expect(parsed.homeStats).toEqual([{ rosterPlayerId: id, goals: 2, assists: 0 }]);
  });

  it('refuse totals that do not add up, overtime or shootout without a winner, too many goals or assists', () => {
    expect(messages(gameStatsRequest.safeParse(regular({ homePointsPerPeriod: ['1|1|0|0|3'] })))).toEqual([
      'The home total must be periods 1, 2, 3 and OT/SO added up.',
    ]);
    expect(
      messages(
        gameStatsRequest.safeParse(
          regular({ gameStatus: 'Shootout', visitorPointsPerPeriod: ['1|1|0|0|2'] }),
        ),
      ),
    ).toEqual(['An Overtime or Shootout game needs a winner: the totals cannot be equal.']);
    expect(
      messages(gameStatsRequest.safeParse(regular({ homeStats: [`${id}|1|4`, `${other}|2|1`] }))),
    ).toEqual([
      "The home players' goals (3) are more than the home total (2).",
      "The home players' assists (5) are more than twice the home total (2).",
    ]);
    expect(
      messages(gameStatsRequest.safeParse(regular({ homePointsPerPeriod: ['1|1|0|0|2', '1|1|0|0|2'] }))),
    ).toEqual(["The points per period must be one 'p1|p2|p3|ot|total' entry of numbers from 0 to 99."]);
  });

  it('refuse a playoff result without a winner or with a score outside 0–99', () => {
    const knockout = { homePointsTotal: 2, visitorPointsTotal: 2, gameSummary: '' };
    expect(messages(playoffGameStatsRequest.safeParse(knockout))).toEqual([
      'A playoff or championship game needs a winner: the totals cannot be equal.',
    ]);
    expect(messages(playoffGameStatsRequest.safeParse({ ...knockout, homePointsTotal: 100 }))).toEqual([
      'Goals, assists and period scores must be whole numbers from 0 to 99.',
    ]);
  });
});
