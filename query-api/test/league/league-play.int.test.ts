import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameAnswer,
  leagueScheduleAnswer,
  rosterAndScheduleAnswer,
  scoringLeadersAnswer,
  standingsAnswer,
  venueScheduleAnswer,
} from '@league/contracts';
import type { HttpApp } from '@league/infra/http';
import { bearer, testTokens } from '../test-support';
import { callerOf, startWiredStack, type WiredStack } from '../wired-stack';

/** The whole path: results recorded through the command API, standings, leaders and schedules read back. */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
let queries: HttpApp;

let stack: WiredStack;
const { write, read } = callerOf(() => stack, admin, { fresh: true });

beforeAll(async () => {
  stack = await startWiredStack(tokens);
  ({ queries } = stack);
});
afterAll(() => stack.close());

/** a write that must succeed; an edit sends the version the record was read at as If-Match */

describe('league play: write → project → read', () => {
  it('answers 404 No Current Team Found! before any team exists', async () => {
    const none = await queries.inject({ method: 'GET', url: '/api/league/rosterAndSchedule' });
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'No Current Team Found!' }]);
    const adminNone = await queries.inject({ method: 'GET', url: '/api/admin/team/current', headers: admin });
    expect([adminNone.statusCode, adminNone.json()]).toEqual([404, { message: 'No Current Team Found!' }]);
  });

  it('records a season through the commands and reads the right numbers at once', async () => {
    const { venueId } = await write<{ venueId: string }>('POST', '/api/admin/createVenue', {
      venueName: 'Riverside Dome',
      venueAddress: '1 River Rd',
    });
    const { leagueId } = await write<{ leagueId: string }>('POST', '/api/admin/createLeague', {
      leagueName: 'Men 30+',
      session: 'Fall',
      year: 2026,
    });
    const team = async (teamName: string) =>
      (await write<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName })).teamId;
    const hawks = await team('Hawks');
    const owls = await team('Owls');
    const crows = await team('Crows');
    const rosterOf = async (teamId: string, people: Array<[string, string, number]>) => {
      const players = [];
      for (const [firstName, lastName, number] of people) {
        const { playerId } = await write<{ playerId: string }>('POST', '/api/admin/createPlayer', {
          firstName,
          lastName,
        });
        players.push({ playerId, number });
      }
      return (
        await write<{ rosterPlayerIds: string[] }>('POST', `/api/admin/${teamId}/addPlayers`, { players }, 0)
      ).rosterPlayerIds;
    };
    const [hana, hugo] = (await rosterOf(hawks, [
      ['Hana', 'Hill', 7],
      ['Hugo', 'Hart', 10],
    ])) as [string, string];
    const [olga] = (await rosterOf(owls, [['Olga', 'Ortiz', 4]])) as [string];
    const game = async (homeTeamId: string, visitorTeamId: string, date: string, time: string, extra = {}) =>
      (
        await write<{ gameId: string }>('POST', '/api/admin/createGame', {
          leagueId,
          venueId,
          homeTeamId,
          visitorTeamId,
          date,
          time,
          ...extra,
        })
      ).gameId;
    const g1 = await game(hawks, owls, '2026-10-01', '19:30');
    // the Owls' second game that day: saved anyway (a team booked twice on one date is a clash)
    const g2 = await game(owls, crows, '2026-10-01', '09:00', { allowConflict: true });
    const g3 = await game(crows, hawks, '2026-10-08', '19:30');
    const final = await game(hawks, owls, '2026-10-20', '20:00', { playoff: true });

    // Hawks 3 - 1 Owls (FINAL), Owls 2 - 1 Crows in overtime, Crows 2 - 2 Hawks (tie)
    await write(
      'PATCH',
      `/api/admin/gameStats/${g1}`,
      {
        homeStats: [`${hana}|2|1`, `${hugo}|1|0`],
        visitorStats: [`${olga}|1|0`],
        homePointsPerPeriod: ['1|1|1|0|3'],
        visitorPointsPerPeriod: ['0|1|0|0|1'],
        gameStatus: 'FINAL',
        gameSummary: 'Hawks on top.',
      },
      0,
    );
    await write(
      'PATCH',
      `/api/admin/gameStats/${g2}`,
      {
        homeStats: [`${olga}|2|0`],
        visitorStats: [],
        homePointsPerPeriod: ['1|0|0|1|2'],
        visitorPointsPerPeriod: ['0|1|0|0|1'],
        gameStatus: 'Overtime',
        gameSummary: '',
      },
      0,
    );
    await write(
      'PATCH',
      `/api/admin/gameStats/${g3}`,
      {
        homeStats: [],
        visitorStats: [`${hugo}|2|0`],
        homePointsPerPeriod: ['1|1|0|0|2'],
        visitorPointsPerPeriod: ['0|0|2|0|2'],
        gameStatus: 'FINAL',
        gameSummary: '',
      },
      0,
    );
    await write(
      'PATCH',
      `/api/admin/playoffGameStats/${final}`,
      {
        homeStats: [`${hana}|1|0`],
        visitorStats: [],
        homePointsTotal: 1,
        visitorPointsTotal: 0,
        gameSummary: 'Champions.',
        gameId: final,
      },
      0,
    );

    const standings = standingsAnswer.parse(await read(`/api/league/leagues/${leagueId}/standings`));
    // Hawks W1 T1 (3 pts, GF 5 GA 3); Owls W1 L1 (2 pts, GF 3 GA 4); Crows OTL1 T1 (2 pts, W0)
    expect(
      standings.listOfTeams.map((t) => [
        t.teamName,
        t.gamesPlayed,
        t.wins,
        t.losses,
        t.ties,
        t.overtimeLosses,
        t.points,
        t.goalsFor,
        t.goalsAgainst,
      ]),
    ).toEqual([
      ['Hawks', 2, 1, 0, 1, 0, 3, 5, 3],
      ['Owls', 2, 1, 1, 0, 0, 2, 3, 4],
      ['Crows', 2, 0, 0, 1, 1, 2, 3, 4],
    ]);

    const leaders = scoringLeadersAnswer.parse(await read(`/api/league/${leagueId}/scoringLeaders`));
    // the playoff goal counts: Hana 3+1, Hugo 3+0, Olga 3+0 (Hart < Ortiz)
    expect(leaders.scoringLeaders.map((l) => [l.lastName, l.goals, l.assists, l.points])).toEqual([
      ['Hill', 3, 1, 4],
      ['Hart', 3, 0, 3],
      ['Ortiz', 3, 0, 3],
    ]);

    const schedule = leagueScheduleAnswer.parse(await read(`/api/league/schedule/${leagueId}`));
    expect(schedule.allLeagueGamesArray.map((i) => [i.date, i.time, i.score, i.winner])).toEqual([
      ['10/01', '09:00', '1 - 2', 'Owls'],
      ['10/01', '19:30', '1 - 3', 'Hawks'],
      ['10/08', '19:30', '2 - 2', null],
      ['10/20', '20:00', '0 - 1', 'Hawks'],
    ]);
    const venue = venueScheduleAnswer.parse(await read(`/api/league/${venueId}/schedule`));
    expect(venue.allVenueGamesAndEventsArray).toHaveLength(4);
    const hawksTeam = rosterAndScheduleAnswer.parse(
      await read(`/api/league/rosterAndSchedule?teamId=${hawks}`),
    );
    expect(hawksTeam.allGamesAndEventsArray.map((i) => i.result)).toEqual(['WON', 'TIE', 'WON']);
    expect(hawksTeam.rosteredPlayers.map((p) => [p.number, p.goals, p.assists])).toEqual([
      [7, 3, 1],
      [10, 3, 0],
    ]);

    // a correction: g1 becomes Owls 2 - 1 Hawks in a shootout
    await write(
      'PATCH',
      `/api/admin/gameStats/${g1}`,
      {
        homeStats: [`${hana}|1|0`],
        visitorStats: [],
        homePointsPerPeriod: ['1|0|0|0|1'],
        visitorPointsPerPeriod: ['0|1|0|1|2'],
        gameStatus: 'Shootout',
        gameSummary: 'Owls in the shootout.',
      },
      1,
    );
    const corrected = standingsAnswer.parse(await read(`/api/league/leagues/${leagueId}/standings`));
    expect(corrected.listOfTeams.map((t) => [t.teamName, t.wins, t.shootoutLosses, t.points])).toEqual([
      ['Owls', 2, 0, 4],
      // Crows and Hawks: 2 pts, 0 W, GD -1, GF 3 each: by name
      ['Crows', 0, 0, 2],
      ['Hawks', 0, 1, 2],
    ]);
    const summary = gameAnswer.parse(await read(`/api/admin/game/${g1}`));
    expect(summary).toMatchObject({ winner: 'Owls', game: { score: '2 - 1', status: 'Shootout' } });
    expect(summary.playerStats.map((p) => [p.firstName, p.goals])).toEqual([['Hana', 1]]);

    // the feed of the league in the same order
    const ics = await queries.inject({ method: 'GET', url: `/api/league/schedule/${leagueId}.ics` });
    expect(ics.body.match(/^SUMMARY:.*$/gm)?.map((l) => l.trim())).toEqual([
      'SUMMARY:Crows @ Owls',
      'SUMMARY:Owls @ Hawks',
      'SUMMARY:Hawks @ Crows',
      'SUMMARY:Owls @ Hawks',
    ]);
  });
});
