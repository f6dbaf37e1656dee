import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentLeaguesAnswer,
  previousLeaguesAnswer,
  rosterAndScheduleAnswer,
  standingsAnswer,
  teamPageAnswer,
} from '@league/contracts';
import { bearer, testTokens } from '../test-support';
import { callerOf, startWiredStack, type WiredStack } from '../wired-stack';

/**
 * A league's next season (docs/api.md, "Next season") recorded through the command API and read back
 * over the real projections: the new league's standings, rosters and team pages, the old one archived.
 */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);

let stack: WiredStack;
const { write, read } = callerOf(() => stack, admin, { headers: admin, fresh: true });

beforeAll(async () => {
  stack = await startWiredStack(tokens);
});
afterAll(() => stack.close());

describe('the next season of a league, read over the projections', () => {
  it('reads the new league with its teams, divisions and rosters, links each team to its previous season and archives the old one', async () => {
    const { venueId } = await write<{ venueId: string }>('POST', '/api/admin/createVenue', {
      venueName: 'Riverside Dome',
      venueAddress: '1 River Rd',
    });
    const { leagueId } = await write<{ leagueId: string }>('POST', '/api/admin/createLeague', {
      leagueName: 'Men 30+',
      divisionName: 'North',
      session: 'Fall',
      year: 2026,
    });
    const team = async (teamName: string, divisionName: string) =>
      (await write<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName, divisionName }))
        .teamId;
    const hawks = await team('Hawks', 'East');
    const owls = await team('Owls', 'West');
    const rosterOf = async (teamId: string, people: Array<[string, number]>) => {
      const players = [];
      for (const [firstName, number] of people) {
        const { playerId } = await write<{ playerId: string }>('POST', '/api/admin/createPlayer', {
          firstName,
          lastName: 'Skater',
        });
        players.push({ playerId, number });
      }
      const url = `/api/admin/${teamId}/addPlayers`;
      return (await write<{ rosterPlayerIds: string[] }>('POST', url, { players }, 0)).rosterPlayerIds;
    };
    const [hana] = (await rosterOf(hawks, [
      ['Hana', 7],
      ['Hugo', 10],
    ])) as [string];
    await rosterOf(owls, [['Olga', 4]]);
    const { gameId } = await write<{ gameId: string }>('POST', '/api/admin/createGame', {
      leagueId,
      venueId,
      homeTeamId: hawks,
      visitorTeamId: owls,
      date: '2026-10-01',
      time: '19:30',
    });
    // Hawks 2 - 0 Owls: the old season's record the team pages show
    await write(
      'PATCH',
      `/api/admin/gameStats/${gameId}`,
      {
        homeStats: [`${hana}|2|0`],
        visitorStats: [],
        homePointsPerPeriod: ['1|1|0|0|2'],
        visitorPointsPerPeriod: ['0|0|0|0|0'],
        gameStatus: 'FINAL',
        gameSummary: '',
        confirmFuture: true,
      },
      0,
    );

    const { leagueId: nextId } = await write<{ leagueId: string }>(
      'POST',
      `/api/admin/league/${leagueId}/nextSeason`,
      { session: 'Spring', year: 2027, copyRosters: true },
    );

    // the new league: current, the same name and division, every team at zero in its division
    const standings = standingsAnswer.parse(await read(`/api/league/leagues/${nextId}/standings`));
    expect([standings.leagueName, standings.divisionName, standings.session, standings.year]).toEqual([
      'Men 30+',
      'North',
      'Spring',
      2027,
    ]);
    expect(standings.divisions).toEqual(['East', 'West']);
    expect(
      standings.listOfTeams.map((t) => [t.teamName, t.divisionName, t.gamesPlayed, t.points]).sort(),
    ).toEqual([
      ['Hawks', 'East', 0, 0],
      ['Owls', 'West', 0, 0],
    ]);
    const newHawks = standings.listOfTeams.find((t) => t.teamName === 'Hawks')!.teamId;

    // its rosters: the players and numbers, no games or points yet
    const roster = rosterAndScheduleAnswer.parse(await read(`/api/league/oldRosterAndSchedule/${newHawks}`));
    expect([roster.isCurrent, roster.year, roster.session, roster.leagueId]).toEqual([
      true,
      2027,
      'Spring',
      nextId,
    ]);
    expect(roster.rosteredPlayers.map((p) => [p.firstName, p.number, p.goals, p.gamesPlayed])).toEqual([
      ['Hana', 7, 0, 0],
      ['Hugo', 10, 0, 0],
    ]);

    // its team page shows the club's previous season, archived, with its record
    const page = teamPageAnswer.parse(await read(`/api/team/${newHawks}`));
    expect([page.isCurrent, page.league.isCurrent, page.roster.map((p) => p.number)]).toEqual([
      true,
      true,
      [7, 10],
    ]);
    expect(page.otherSeasons.map((s) => [s.teamId, s.isCurrent, s.session, s.year, s.record.wins])).toEqual([
      [hawks, false, 'Fall', 2026, 1],
    ]);
    // and the old team's page the new season
    const old = teamPageAnswer.parse(await read(`/api/team/${hawks}`));
    expect([old.isCurrent, old.league.isCurrent]).toEqual([false, false]);
    expect(old.otherSeasons.map((s) => [s.teamId, s.isCurrent, s.year])).toEqual([[newHawks, true, 2027]]);

    // the old league is a previous league, the new one a current league
    const current = currentLeaguesAnswer.parse(await read('/api/admin/leagues/current'));
    expect(current.currentLeagues.map((l) => l._id)).toEqual([nextId]);
    const previous = previousLeaguesAnswer.parse(await read('/api/league/previousLeagues'));
    expect(previous.previousLeagues.map((l) => l._id)).toEqual([leagueId]);
    const archived = (await read('/api/admin/teams/archive')) as { archivedTeams: { _id: string }[] };
    expect(archived.archivedTeams.map((t) => t._id).sort()).toEqual([hawks, owls].sort());
  });
});
