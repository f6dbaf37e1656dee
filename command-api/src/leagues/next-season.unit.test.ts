import { describe, expect, it } from 'vitest';
import type { LeagueEvent, TeamEvent } from '@league/contracts';
import { fold } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import { teamDecider, TEAM_EXISTS_MESSAGE, TEAM_NOT_FOUND_MESSAGE } from '../teams/decider';
import { leagueDecider, LEAGUE_NOT_FOUND_MESSAGE } from './decider';
import { CARRIED_OVERRIDE_REASON, planNextSeason, type PreviousTeam } from './next-season';
import { seasonId } from './season-ids';

const leagueId = '0b7a5f0e-3d7e-4c5a-9a51-3f2d1c0b9a01';
const league = {
  leagueId,
  leagueName: 'Men 30+',
  divisionName: 'North',
  session: 'Fall',
  year: 2026,
  allowDoubleHeaders: true,
  periodMinutes: 15,
};
const aces = '7a0c1e2d-3b4f-4a5b-8c6d-7e8f9a0b1c2d';
const bears = '8b1d2f3e-4c5a-4b6c-9d7e-8f9a0b1c2d3e';
const rp = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pl = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** a team of the old league as its stream folds: these players added, the ones in `removed` taken off */
function previousTeam(teamId: string, teamName: string, players: number[], removed: number[] = []) {
  const events: TeamEvent[] = [
    { type: 'TeamCreated', data: { teamId, leagueId, teamName, divisionName: 'East', year: 2026 } },
    ...players.map((n): TeamEvent => ({
      type: 'RosterPlayerAdded',
      data: { teamId, rosterPlayerId: rp(n), playerId: pl(n), number: n + 10 },
    })),
    ...removed.map((n): TeamEvent => ({
      type: 'RosterPlayerRemoved',
      data: { teamId, rosterPlayerId: rp(n), playerId: pl(n) },
    })),
  ];
  return fold(teamDecider, events) as PreviousTeam;
}

describe('the next season of a league, planned from the old one', () => {
  const next = { session: 'Spring', year: 2027, copyRosters: true };

  it('derives every id from the old league, the session and the year: the same request plans the same season', () => {
    const teams = [previousTeam(aces, 'Aces', [1, 2])];
    const plan = planNextSeason(league, teams, next);
    expect(plan).toEqual(planNextSeason(league, teams, next));
    const newLeagueId = seasonId(leagueId, 'Spring', '2027');
    expect(plan.league).toEqual({ ...league, leagueId: newLeagueId, session: 'Spring', year: 2027 });
    expect(newLeagueId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(planNextSeason(league, teams, { ...next, year: 2028 }).league.leagueId).not.toBe(newLeagueId);
    expect(planNextSeason(league, teams, { ...next, session: 'Fall' }).league.leagueId).not.toBe(newLeagueId);
  });

  it('carries each team with its name and division, and its players on the roster with their numbers', () => {
    const plan = planNextSeason(league, [previousTeam(aces, 'Aces', [1, 2, 3], [2])], next);
    const teamId = seasonId(plan.league.leagueId, aces);
    expect(plan.teams).toEqual([
      {
        previousTeamId: aces,
        team: { teamId, leagueId: plan.league.leagueId, teamName: 'Aces', divisionName: 'East', year: 2027 },
        roster: [
          { rosterPlayerId: seasonId(teamId, rp(1)), playerId: pl(1), number: 11 },
          { rosterPlayerId: seasonId(teamId, rp(3)), playerId: pl(3), number: 13 },
        ],
      },
    ]);
    const empty = planNextSeason(league, [previousTeam(aces, 'Aces', [1])], { ...next, copyRosters: false });
    expect(empty.teams.map((team) => team.roster)).toEqual([[]]);
  });

  it("keeps the admin's exception of a player on two rosters, naming the other new team", () => {
    const plan = planNextSeason(
      league,
      [previousTeam(bears, 'Bears', [1]), previousTeam(aces, 'Aces', [1])],
      next,
    );
    const [first, second] = plan.teams;
    expect(first?.roster[0]?.override).toEqual({
      reason: CARRIED_OVERRIDE_REASON,
      otherTeamIds: [second?.team.teamId],
    });
    expect(second?.roster[0]?.override?.otherTeamIds).toEqual([first?.team.teamId]);
  });
});

describe('the commands of a next season', () => {
  const leagueSpec = givenWhenThen(leagueDecider);
  const teamSpec = givenWhenThen(teamDecider);
  const created: LeagueEvent = { type: 'LeagueCreated', data: league };
  const archived: LeagueEvent = { type: 'LeagueArchiveToggled', data: { leagueId, isCurrent: false } };

  it('archives a current league once, and an unknown league is a 404', () => {
    leagueSpec([created], { type: 'ArchiveLeague', data: { leagueId } }).then([archived]);
    leagueSpec([created, archived], { type: 'ArchiveLeague', data: { leagueId } }).then([]);
    leagueSpec([], { type: 'ArchiveLeague', data: { leagueId } }).thenRefused(404, LEAGUE_NOT_FOUND_MESSAGE);
  });

  it('creates a carried team with its roster in one decision, once; archives a current team once', () => {
    const team = { teamId: aces, leagueId, teamName: 'Aces', divisionName: null, year: 2027 };
    const spot = { rosterPlayerId: rp(1), playerId: pl(1), number: 9 };
    const carried: TeamEvent[] = [
      { type: 'TeamCreated', data: team },
      { type: 'RosterPlayerAdded', data: { teamId: aces, ...spot } },
    ];
    teamSpec([], { type: 'CarryOverTeam', data: { ...team, roster: [spot] } }).then(carried);
    teamSpec(carried, { type: 'CarryOverTeam', data: { ...team, roster: [] } }).thenRefused(
      409,
      TEAM_EXISTS_MESSAGE,
    );
    const toArchive: TeamEvent = { type: 'TeamArchiveToggled', data: { teamId: aces, isCurrent: false } };
    teamSpec(carried, { type: 'ArchiveTeam', data: { teamId: aces } }).then([toArchive]);
    teamSpec([...carried, toArchive], { type: 'ArchiveTeam', data: { teamId: aces } }).then([]);
    teamSpec([], { type: 'ArchiveTeam', data: { teamId: aces } }).thenRefused(404, TEAM_NOT_FOUND_MESSAGE);
  });
});
