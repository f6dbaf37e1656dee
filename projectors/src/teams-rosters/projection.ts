import type { RecordedEvent, TeamCreated, TeamEvent } from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { logOrder } from '../league-common';
import { change, setNewer, type VersionedRow } from '../rows';

interface TeamRow extends VersionedRow {
  team_id: string;
  league_id: string;
  team_name: string;
  division_name: string | null;
  year: number;
  is_current: boolean;
  removed: boolean;
  created_high: string;
  created_low: string;
}

interface RosterPlayerRow extends VersionedRow {
  roster_player_id: string;
  team_id: string;
  player_id: string;
  number: number;
  removed: boolean;
  added_high: string;
  added_low: string;
  removed_high: string | null;
  removed_low: string | null;
}

const team = (teamId: string, evolve: (row: TeamRow | undefined) => TeamRow | undefined) =>
  change<TeamRow>('teams', teamId, evolve);
const rosterPlayer = (
  id: string,
  evolve: (row: RosterPlayerRow | undefined) => RosterPlayerRow | undefined,
) => change<RosterPlayerRow>('roster_players', id, evolve);

/** Roster changes move the team stream's version too (the team's If-Match). */
const touchTeam = (teamId: string, version: number) => team(teamId, (row) => setNewer(row, {}, version));

/** A created team's row: current, and where in the log it was created. */
function createdTeam(event: RecordedEvent & TeamCreated): TeamRow {
  const d = event.data;
  const [high, low] = logOrder(event);
  return {
    team_id: d.teamId,
    league_id: d.leagueId,
    team_name: d.teamName,
    division_name: d.divisionName,
    year: d.year,
    is_current: true,
    removed: false,
    version: event.streamVersion,
    created_high: high,
    created_low: low,
  };
}

/**
 * Teams and their rosters. The roster lives on the team's stream, so both tables are guarded by the team
 * stream's version. A removed roster player stays as a tombstone (`removed`): their recorded goals and
 * assists stay in history and leaders. A removed team (never referenced by a game) is a tombstone too.
 * A roster place keeps where in the log it was added and taken off: the games it counts as played are
 * those whose result was entered while it was on the roster (players' queries, gamesPlayedSql).
 */
export const teamsRostersProjection = defineProjection<TeamEvent>({
  name: 'teams_rosters',
  version: 2,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.teams (
        team_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        team_name text NOT NULL,
        division_name text,
        year integer NOT NULL,
        is_current boolean NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL,
        created_high numeric NOT NULL,
        created_low numeric NOT NULL
      );
      CREATE INDEX teams_by_league ON ${schema}.teams (league_id);
      CREATE TABLE ${schema}.roster_players (
        roster_player_id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        player_id uuid NOT NULL,
        number integer NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL,
        added_high numeric NOT NULL,
        added_low numeric NOT NULL,
        removed_high numeric,
        removed_low numeric
      );
      CREATE INDEX roster_players_by_team ON ${schema}.roster_players (team_id);
      CREATE INDEX roster_players_by_player ON ${schema}.roster_players (player_id);
    `,
  ),
  evolve: {
    TeamCreated: (event) => [team(event.data.teamId, (row) => row ?? createdTeam(event))],
    TeamUpdated: ({ data, streamVersion }) => [
      team(data.teamId, (row) =>
        setNewer(row, { team_name: data.teamName, division_name: data.divisionName }, streamVersion),
      ),
    ],
    TeamArchiveToggled: ({ data, streamVersion }) => [
      team(data.teamId, (row) => setNewer(row, { is_current: data.isCurrent }, streamVersion)),
    ],
    TeamRemoved: ({ data, streamVersion }) => [
      team(data.teamId, (row) => setNewer(row, { removed: true }, streamVersion)),
    ],
    RosterPlayerAdded(event) {
      const d = event.data;
      const [high, low] = logOrder(event);
      const added: RosterPlayerRow = {
        roster_player_id: d.rosterPlayerId,
        team_id: d.teamId,
        player_id: d.playerId,
        number: d.number,
        removed: false,
        version: event.streamVersion,
        added_high: high,
        added_low: low,
        removed_high: null,
        removed_low: null,
      };
      return [
        touchTeam(d.teamId, event.streamVersion),
        rosterPlayer(d.rosterPlayerId, (row) => row ?? added),
      ];
    },
    RosterNumberChanged: ({ data, streamVersion }) => [
      touchTeam(data.teamId, streamVersion),
      rosterPlayer(data.rosterPlayerId, (row) => setNewer(row, { number: data.number }, streamVersion)),
    ],
    RosterPlayerRemoved(event) {
      const [high, low] = logOrder(event);
      const removed = { removed: true, removed_high: high, removed_low: low };
      return [
        touchTeam(event.data.teamId, event.streamVersion),
        rosterPlayer(event.data.rosterPlayerId, (row) => setNewer(row, removed, event.streamVersion)),
      ];
    },
  },
});
