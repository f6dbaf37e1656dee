import type {
  AdminRosterPlayer,
  AdminRosterPlayerItem,
  AdminTeam,
  AdminTeamItem,
  ArchivedTeam,
  ArchivedTeamItem,
  CurrentLeague,
  CurrentLeagueItem,
  ListedPlayer,
  PlayerListItem,
  PreviousLeague,
  PreviousLeagueItem,
  ResultsRosterPlayer,
  ResultsRosterPlayerItem,
} from '@league/contracts';

/**
 * The league-play answers' HTTP shapes (docs/api.md, "League play: public reads" and "League play: admin
 * reads"), made here at the edge from the read models' records: each record's own id as `_id`.
 */

/** A current league (GET /api/admin/leagues/current). */
export const currentLeagueItem = ({ leagueId, ...league }: CurrentLeague): CurrentLeagueItem => ({
  _id: leagueId,
  ...league,
});

/** An archived league (GET /api/league/previousLeagues). */
export const previousLeagueItem = ({ leagueId, ...league }: PreviousLeague): PreviousLeagueItem => ({
  _id: leagueId,
  ...league,
});

/** An archived team (GET /api/admin/teams/archive). */
export const archivedTeamItem = ({ teamId, ...team }: ArchivedTeam): ArchivedTeamItem => ({
  _id: teamId,
  ...team,
});

/** A team of the update-team form. */
export const adminTeamItem = ({ teamId, ...team }: AdminTeam): AdminTeamItem => ({ _id: teamId, ...team });

/** A place on the admin's roster: the roster place's id (its rosterPlayerId) as `_id`. */
export const adminRosterPlayerItem = ({
  rosterPlayerId,
  ...player
}: AdminRosterPlayer): AdminRosterPlayerItem => ({ _id: rosterPlayerId, ...player });

/** A place on a roster a game's result is entered against: its rosterPlayerId as `_id`. */
export const resultsRosterPlayerItem = ({
  rosterPlayerId,
  ...player
}: ResultsRosterPlayer): ResultsRosterPlayerItem => ({ _id: rosterPlayerId, ...player });

/** A player of the add-players picker. */
export const playerListItem = ({ playerId, ...player }: ListedPlayer): PlayerListItem => ({
  _id: playerId,
  ...player,
});
