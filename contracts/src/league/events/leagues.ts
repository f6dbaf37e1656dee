// Leagues.
import { eventTypes } from '../../events';

export interface LeagueFields {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  /** two games of a team on one date allowed (not at one time); absent in events recorded before it: false */
  allowDoubleHeaders?: boolean;
  /** a period's length in minutes (the game sheet's times, docs/api.md "Game sheet"); absent in events recorded before it: 20 */
  periodMinutes?: number;
}
/** A new league is current. */
export interface LeagueCreated {
  type: 'LeagueCreated';
  data: LeagueFields;
}
export interface LeagueUpdated {
  type: 'LeagueUpdated';
  data: LeagueFields;
}
/** current ⇄ previous; `isCurrent` is the state after the toggle */
export interface LeagueArchiveToggled {
  type: 'LeagueArchiveToggled';
  data: { leagueId: string; isCurrent: boolean };
}
export type LeagueEvent = LeagueCreated | LeagueUpdated | LeagueArchiveToggled;
export const LEAGUE_EVENT_TYPES = eventTypes<LeagueEvent>({
  LeagueCreated: true,
  LeagueUpdated: true,
  LeagueArchiveToggled: true,
});
