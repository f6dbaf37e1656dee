import {
  conflict,
  MAX_ROSTER,
  notFound,
  ON_LEAGUE_TEAM_MESSAGE,
  teamStream,
  type PlayerOnOtherTeam,
  type RosterOverride,
  type RosterPlayerAdded,
  type TeamCreated,
  type TeamEvent,
} from '@league/contracts';
import type { Decider } from '../handling';

export const TEAM_NOT_FOUND_MESSAGE = 'Team not found.';
export const TEAM_EXISTS_MESSAGE = 'A team with this id already exists.';
export const TEAM_NAME_TAKEN_MESSAGE = 'This league already has a team with this name.';
export const TEAM_SCHEDULED_MESSAGE =
  'This team is on the schedule: remove its games (or give them another team) first.';
export const ADD_TO_ARCHIVED_MESSAGE = 'Players can be added only to a current team.';
export const REMOVE_FROM_ARCHIVED_MESSAGE = 'Players can be removed only from a current team.';
export const ROSTER_FULL_MESSAGE = `A team can have at most ${MAX_ROSTER} players.`;
export const ROSTER_PLAYER_NOT_FOUND_MESSAGE = 'Roster player not found.';
export const ALREADY_ON_TEAM_MESSAGE = (name: string) => `${name} is already on this team.`;
export const NUMBER_TAKEN_MESSAGE = (number: number) => `Number ${number} is already taken on this team.`;

export type TeamFields = TeamCreated['data'];

export interface RosterSpot {
  rosterPlayerId: string;
  playerId: string;
  number: number;
  /** false once removed from the roster (the spot stays: its recorded stats still name it) */
  onRoster: boolean;
}

export type TeamCommand =
  /** `teamsWithName`: the league's teams that already have this name (the lookup; the team's own id is ignored) */
  | { type: 'CreateTeam'; data: TeamFields & { teamsWithName: readonly string[] } }
  | {
      type: 'UpdateTeam';
      data: {
        teamId: string;
        teamName?: string;
        divisionName?: string | null;
        teamsWithName: readonly string[];
      };
    }
  | { type: 'ToggleTeam'; data: { teamId: string } }
  /** to archived, once: a team of a season the next one replaces (nothing when it is archived already) */
  | { type: 'ArchiveTeam'; data: { teamId: string } }
  /**
   * A team of a league's next season (docs/api.md, "Next season"): created with the roster it carries
   * over from its previous season's team, in one append.
   */
  | { type: 'CarryOverTeam'; data: TeamFields & { roster: readonly CarriedRosterSpot[] } }
  /** `scheduled`: whether any game names the team */
  | { type: 'RemoveTeam'; data: { teamId: string; scheduled: boolean } }
  | {
      type: 'AddPlayers';
      data: {
        teamId: string;
        /** `otherTeams`: the other current teams of the league with the player on their roster (the lookup) */
        players: ReadonlyArray<{
          rosterPlayerId: string;
          playerId: string;
          number: number;
          name: string;
          otherTeams: readonly Omit<PlayerOnOtherTeam, 'playerId'>[];
        }>;
        /** the admin's exception to one current team per league, with its reason */
        override?: RosterOverride;
      };
    }
  | { type: 'ChangeNumber'; data: { teamId: string; rosterPlayerId: string; number: number } }
  | { type: 'RemovePlayer'; data: { teamId: string; rosterPlayerId: string } };

/** A player of the previous season's roster, under the new roster's id. */
export type CarriedRosterSpot = Omit<RosterPlayerAdded['data'], 'teamId'>;

export type TeamState =
  | { status: 'none' }
  | { status: 'active'; team: TeamFields; isCurrent: boolean; roster: RosterSpot[] }
  | { status: 'removed' };

const onRoster = (state: { roster: RosterSpot[] }) => state.roster.filter((spot) => spot.onRoster);

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'TeamCreated')
      return { status: 'active', team: event.data, isCurrent: true, roster: [] };
    if (state.status !== 'active') return state;
    switch (event.type) {
      case 'TeamUpdated':
        return { ...state, team: { ...state.team, ...event.data } };
      case 'TeamArchiveToggled':
        return { ...state, isCurrent: event.data.isCurrent };
      case 'TeamRemoved':
        return { status: 'removed' };
      case 'RosterPlayerAdded': {
        const { rosterPlayerId, playerId, number } = event.data;
        return { ...state, roster: [...state.roster, { rosterPlayerId, playerId, number, onRoster: true }] };
      }
      case 'RosterNumberChanged':
        return {
          ...state,
          roster: state.roster.map((spot) =>
            spot.rosterPlayerId === event.data.rosterPlayerId ? { ...spot, number: event.data.number } : spot,
          ),
        };
      case 'RosterPlayerRemoved':
        return {
          ...state,
          roster: state.roster.map((spot) =>
            spot.rosterPlayerId === event.data.rosterPlayerId ? { ...spot, onRoster: false } : spot,
          ),
        };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'CreateTeam') {
      if (state.status !== 'none') throw conflict(TEAM_EXISTS_MESSAGE);
      const { teamsWithName, ...team } = command.data;
      if (teamsWithName.some((id) => id !== team.teamId)) throw conflict(TEAM_NAME_TAKEN_MESSAGE);
      return [{ type: 'TeamCreated', data: team }];
    }
    if (command.type === 'CarryOverTeam') {
      if (state.status !== 'none') throw conflict(TEAM_EXISTS_MESSAGE);
      const { roster, ...team } = command.data;
      if (roster.length > MAX_ROSTER) throw conflict(ROSTER_FULL_MESSAGE);
      return [
        { type: 'TeamCreated', data: team },
        ...roster.map((spot): TeamEvent => ({
          type: 'RosterPlayerAdded',
          data: { teamId: team.teamId, ...spot },
        })),
      ];
    }
    if (state.status !== 'active') throw notFound(TEAM_NOT_FOUND_MESSAGE);
    const { team } = state;
    switch (command.type) {
      case 'UpdateTeam': {
        const teamName = command.data.teamName ?? team.teamName;
        const divisionName =
          command.data.divisionName === undefined ? team.divisionName : command.data.divisionName;
        if (teamName === team.teamName && divisionName === team.divisionName) return [];
        if (command.data.teamsWithName.some((id) => id !== team.teamId))
          throw conflict(TEAM_NAME_TAKEN_MESSAGE);
        return [{ type: 'TeamUpdated', data: { teamId: team.teamId, teamName, divisionName } }];
      }
      case 'ToggleTeam':
        return [{ type: 'TeamArchiveToggled', data: { teamId: team.teamId, isCurrent: !state.isCurrent } }];
      case 'ArchiveTeam':
        return state.isCurrent
          ? [{ type: 'TeamArchiveToggled', data: { teamId: team.teamId, isCurrent: false } }]
          : [];
      case 'RemoveTeam':
        if (command.data.scheduled) throw conflict(TEAM_SCHEDULED_MESSAGE);
        return [{ type: 'TeamRemoved', data: { teamId: team.teamId } }];
      case 'AddPlayers': {
        if (!state.isCurrent) throw conflict(ADD_TO_ARCHIVED_MESSAGE);
        const current = onRoster(state);
        if (current.length + command.data.players.length > MAX_ROSTER) throw conflict(ROSTER_FULL_MESSAGE);
        for (const player of command.data.players) {
          if (current.some((spot) => spot.playerId === player.playerId))
            throw conflict(ALREADY_ON_TEAM_MESSAGE(player.name));
          if (current.some((spot) => spot.number === player.number))
            throw conflict(NUMBER_TAKEN_MESSAGE(player.number));
        }
        const { override } = command.data;
        const elsewhere = command.data.players.flatMap(({ playerId, name, otherTeams }) =>
          otherTeams
            .filter((other) => other.teamId !== team.teamId)
            .map((other) => ({ playerId, name, ...other })),
        );
        const [first] = elsewhere;
        if (first && !override)
          throw conflict(ON_LEAGUE_TEAM_MESSAGE(first.name, first.teamName), {
            onOtherTeams: elsewhere.map(({ playerId, teamId, teamName }) => ({ playerId, teamId, teamName })),
          });
        return command.data.players.map(({ rosterPlayerId, playerId, number }) => {
          const otherTeamIds = elsewhere.filter((e) => e.playerId === playerId).map((e) => e.teamId);
          return {
            type: 'RosterPlayerAdded',
            data: {
              teamId: team.teamId,
              rosterPlayerId,
              playerId,
              number,
              // the exception is recorded with the players it lets through, and only with them
              ...(override && otherTeamIds.length > 0
                ? { override: { reason: override.reason, otherTeamIds } }
                : {}),
            },
          };
        });
      }
      case 'ChangeNumber': {
        const spot = onRoster(state).find((s) => s.rosterPlayerId === command.data.rosterPlayerId);
        if (!spot) throw notFound(ROSTER_PLAYER_NOT_FOUND_MESSAGE);
        const { number } = command.data;
        if (spot.number === number) return [];
        if (onRoster(state).some((s) => s.number === number)) throw conflict(NUMBER_TAKEN_MESSAGE(number));
        return [
          {
            type: 'RosterNumberChanged',
            data: {
              teamId: team.teamId,
              rosterPlayerId: spot.rosterPlayerId,
              playerId: spot.playerId,
              number,
            },
          },
        ];
      }
      case 'RemovePlayer': {
        const spot = onRoster(state).find((s) => s.rosterPlayerId === command.data.rosterPlayerId);
        if (!spot) throw notFound(ROSTER_PLAYER_NOT_FOUND_MESSAGE);
        if (!state.isCurrent) throw conflict(REMOVE_FROM_ARCHIVED_MESSAGE);
        return [
          {
            type: 'RosterPlayerRemoved',
            data: { teamId: team.teamId, rosterPlayerId: spot.rosterPlayerId, playerId: spot.playerId },
          },
        ];
      }
    }
  },
};

export { teamStream };
