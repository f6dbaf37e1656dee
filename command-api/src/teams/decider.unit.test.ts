import { describe, expect, it } from 'vitest';
import { type LeagueError, ON_LEAGUE_TEAM_MESSAGE, type TeamEvent } from '@league/contracts';
import { fold } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import {
  ADD_TO_ARCHIVED_MESSAGE,
  ALREADY_ON_TEAM_MESSAGE,
  NUMBER_TAKEN_MESSAGE,
  REMOVE_FROM_ARCHIVED_MESSAGE,
  ROSTER_FULL_MESSAGE,
  ROSTER_PLAYER_NOT_FOUND_MESSAGE,
  teamDecider,
  TEAM_EXISTS_MESSAGE,
  TEAM_NAME_TAKEN_MESSAGE,
  TEAM_NOT_FOUND_MESSAGE,
  TEAM_SCHEDULED_MESSAGE,
} from './decider';

const teamId = '7a0c1e2d-3b4f-4a5b-8c6d-7e8f9a0b1c2d';
const leagueId = '0b7a5f0e-3d7e-4c5a-9a51-3f2d1c0b9a01';
const otherTeam = '8b1d2f3e-4c5a-4b6c-9d7e-8f9a0b1c2d3e';
const fields = { teamId, leagueId, teamName: 'Blue Jays', divisionName: 'East', year: 2026 };
const created: TeamEvent = { type: 'TeamCreated', data: fields };
const archived: TeamEvent = { type: 'TeamArchiveToggled', data: { teamId, isCurrent: false } };
const rp = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pl = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;
const added = (n: number, number = n): TeamEvent => ({
  type: 'RosterPlayerAdded',
  data: { teamId, rosterPlayerId: rp(n), playerId: pl(n), number },
});
const newPlayer = (n: number, number: number) => ({
  rosterPlayerId: rp(n),
  playerId: pl(n),
  number,
  name: `Player ${n}`,
  otherTeams: [] as { teamId: string; teamName: string }[],
});
const spec = givenWhenThen(teamDecider);

describe('team decider: teams', () => {
  it('creates a team unless the league has one of that name (its own id aside)', () => {
    spec([], { type: 'CreateTeam', data: { ...fields, teamsWithName: [] } }).then([created]);
    spec([], { type: 'CreateTeam', data: { ...fields, teamsWithName: [teamId] } }).then([created]);
    spec([], { type: 'CreateTeam', data: { ...fields, teamsWithName: [otherTeam] } }).thenRefused(
      409,
      TEAM_NAME_TAKEN_MESSAGE,
    );
    spec([created], { type: 'CreateTeam', data: { ...fields, teamsWithName: [] } }).thenRefused(
      409,
      TEAM_EXISTS_MESSAGE,
    );
  });
  it('renames a team and changes its division, unless the name is taken in the league', () => {
    spec([created], {
      type: 'UpdateTeam',
      data: { teamId, teamName: 'Jays', divisionName: null, teamsWithName: [] },
    }).then([{ type: 'TeamUpdated', data: { teamId, teamName: 'Jays', divisionName: null } }]);
    spec([created], {
      type: 'UpdateTeam',
      data: { teamId, teamName: 'Owls', teamsWithName: [otherTeam] },
    }).thenRefused(409, TEAM_NAME_TAKEN_MESSAGE);
    spec([created], { type: 'UpdateTeam', data: { teamId, divisionName: 'East', teamsWithName: [] } }).then(
      [],
    );
  });
  it('toggles current ⇄ archived', () => {
    spec([created], { type: 'ToggleTeam', data: { teamId } }).then([archived]);
    spec([created, archived], { type: 'ToggleTeam', data: { teamId } }).then([
      { type: 'TeamArchiveToggled', data: { teamId, isCurrent: true } },
    ]);
  });
  it('removes a team no game names, refuses one on the schedule', () => {
    spec([created], { type: 'RemoveTeam', data: { teamId, scheduled: false } }).then([
      { type: 'TeamRemoved', data: { teamId } },
    ]);
    spec([created], { type: 'RemoveTeam', data: { teamId, scheduled: true } }).thenRefused(
      409,
      TEAM_SCHEDULED_MESSAGE,
    );
  });
  it('answers 404 for an unknown or removed team', () => {
    const removed: TeamEvent = { type: 'TeamRemoved', data: { teamId } };
    spec([], { type: 'ToggleTeam', data: { teamId } }).thenRefused(404, TEAM_NOT_FOUND_MESSAGE);
    spec([created, removed], { type: 'ToggleTeam', data: { teamId } }).thenRefused(
      404,
      TEAM_NOT_FOUND_MESSAGE,
    );
    spec([created, removed], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(1, 1)] },
    }).thenRefused(404);
  });
});

describe('team decider: rosters', () => {
  it('adds players in order, one event each', () => {
    spec([created], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(1, 9), newPlayer(2, 10)] },
    }).then([added(1, 9), added(2, 10)]);
  });
  it('refuses a player already on the team, a number taken on it, and an archived team', () => {
    spec([created, added(1, 9)], {
      type: 'AddPlayers',
      data: { teamId, players: [{ ...newPlayer(2, 3), playerId: pl(1) }] },
    }).thenRefused(409, ALREADY_ON_TEAM_MESSAGE('Player 2'));
    spec([created, added(1, 9)], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(2, 9)] },
    }).thenRefused(409, NUMBER_TAKEN_MESSAGE(9));
    spec([created, archived], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(2, 9)] },
    }).thenRefused(409, ADD_TO_ARCHIVED_MESSAGE);
  });
  it('takes a removed player back and frees their number', () => {
    const removed: TeamEvent = {
      type: 'RosterPlayerRemoved',
      data: { teamId, rosterPlayerId: rp(1), playerId: pl(1) },
    };
    spec([created, added(1, 9), removed], {
      type: 'AddPlayers',
      data: { teamId, players: [{ ...newPlayer(3, 9), playerId: pl(1) }] },
    }).then([
      { type: 'RosterPlayerAdded', data: { teamId, rosterPlayerId: rp(3), playerId: pl(1), number: 9 } },
    ]);
  });
  it('refuses a player on the roster of another current team of the league, naming that team', () => {
    const onAces = { ...newPlayer(2, 12), otherTeams: [{ teamId: otherTeam, teamName: 'Albany Aces' }] };
    const add = { type: 'AddPlayers' as const, data: { teamId, players: [newPlayer(1, 11), onAces] } };
    spec([created], add).thenRefused(409, ON_LEAGUE_TEAM_MESSAGE('Player 2', 'Albany Aces'));
    let refusal: unknown;
    try {
      teamDecider.decide(add, fold(teamDecider, [created]));
    } catch (error) {
      refusal = error;
    }
    // the answer names every player and team in the way, so the admin can decide on all of them at once
    expect((refusal as LeagueError).details).toEqual({
      onOtherTeams: [{ playerId: pl(2), teamId: otherTeam, teamName: 'Albany Aces' }],
    });
  });
  it('adds them anyway with an override, recording its reason with the players it lets through', () => {
    const onAces = { ...newPlayer(2, 12), otherTeams: [{ teamId: otherTeam, teamName: 'Albany Aces' }] };
    spec([created], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(1, 11), onAces], override: { reason: 'Goalie cover' } },
    }).then([
      added(1, 11),
      {
        type: 'RosterPlayerAdded',
        data: {
          teamId,
          rosterPlayerId: rp(2),
          playerId: pl(2),
          number: 12,
          override: { reason: 'Goalie cover', otherTeamIds: [otherTeam] },
        },
      },
    ]);
    // an override nobody needs is recorded nowhere
    spec([created], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(1, 11)], override: { reason: 'Just in case' } },
    }).then([added(1, 11)]);
  });
  it('keeps a roster at 30 players', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => added(i + 1, i));
    spec([created, ...thirty], {
      type: 'AddPlayers',
      data: { teamId, players: [newPlayer(31, 99)] },
    }).thenRefused(409, ROSTER_FULL_MESSAGE);
  });
  it('changes a number unless it is taken; the same number changes nothing', () => {
    spec([created, added(1), added(2)], {
      type: 'ChangeNumber',
      data: { teamId, rosterPlayerId: rp(1), number: 44 },
    }).then([
      { type: 'RosterNumberChanged', data: { teamId, rosterPlayerId: rp(1), playerId: pl(1), number: 44 } },
    ]);
    spec([created, added(1), added(2)], {
      type: 'ChangeNumber',
      data: { teamId, rosterPlayerId: rp(1), number: 2 },
    }).thenRefused(409, NUMBER_TAKEN_MESSAGE(2));
    spec([created, added(1)], {
      type: 'ChangeNumber',
      data: { teamId, rosterPlayerId: rp(1), number: 1 },
    }).then([]);
    spec([created, added(1)], {
      type: 'ChangeNumber',
      data: { teamId, rosterPlayerId: rp(5), number: 1 },
    }).thenRefused(404, ROSTER_PLAYER_NOT_FOUND_MESSAGE);
  });
  it('removes a player only while the team is current, and only once', () => {
    const removed: TeamEvent = {
      type: 'RosterPlayerRemoved',
      data: { teamId, rosterPlayerId: rp(1), playerId: pl(1) },
    };
    spec([created, added(1)], { type: 'RemovePlayer', data: { teamId, rosterPlayerId: rp(1) } }).then([
      removed,
    ]);
    spec([created, added(1), archived], {
      type: 'RemovePlayer',
      data: { teamId, rosterPlayerId: rp(1) },
    }).thenRefused(409, REMOVE_FROM_ARCHIVED_MESSAGE);
    spec([created, added(1), removed], {
      type: 'RemovePlayer',
      data: { teamId, rosterPlayerId: rp(1) },
    }).thenRefused(404, ROSTER_PLAYER_NOT_FOUND_MESSAGE);
  });
});
