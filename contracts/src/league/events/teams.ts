// Teams and their rosters.
import { eventTypes } from '../../events';

/** A new team is current; its year is its league's year when it was created. */
export interface TeamCreated {
  type: 'TeamCreated';
  data: { teamId: string; leagueId: string; teamName: string; divisionName: string | null; year: number };
}
export interface TeamUpdated {
  type: 'TeamUpdated';
  data: { teamId: string; teamName: string; divisionName: string | null };
}
/** current ⇄ archived; `isCurrent` is the state after the toggle */
export interface TeamArchiveToggled {
  type: 'TeamArchiveToggled';
  data: { teamId: string; isCurrent: boolean };
}
/** only recorded for a team that no game references */
export interface TeamRemoved {
  type: 'TeamRemoved';
  data: { teamId: string };
}
/**
 * One per player of an addPlayers call, in the call's order. `override`: the player was on the roster of
 * another current team of the league (`otherTeamIds`) and the admin added them anyway for `reason`;
 * absent otherwise (and in every event recorded before the rule).
 */
export interface RosterPlayerAdded {
  type: 'RosterPlayerAdded';
  data: {
    teamId: string;
    rosterPlayerId: string;
    playerId: string;
    number: number;
    override?: { reason: string; otherTeamIds: string[] };
  };
}
export interface RosterNumberChanged {
  type: 'RosterNumberChanged';
  data: { teamId: string; rosterPlayerId: string; playerId: string; number: number };
}
/** The player leaves the roster; goals and assists already recorded stay in history and leaders. */
export interface RosterPlayerRemoved {
  type: 'RosterPlayerRemoved';
  data: { teamId: string; rosterPlayerId: string; playerId: string };
}
export type TeamEvent =
  | TeamCreated
  | TeamUpdated
  | TeamArchiveToggled
  | TeamRemoved
  | RosterPlayerAdded
  | RosterNumberChanged
  | RosterPlayerRemoved;
export const TEAM_EVENT_TYPES = eventTypes<TeamEvent>({
  TeamCreated: true,
  TeamUpdated: true,
  TeamArchiveToggled: true,
  TeamRemoved: true,
  RosterPlayerAdded: true,
  RosterNumberChanged: true,
  RosterPlayerRemoved: true,
});
