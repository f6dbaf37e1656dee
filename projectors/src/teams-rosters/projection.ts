import type { TeamEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { defineProjection, updateNewer, tablesOf, insertOnce } from '../define';
import { createdTeam, teamsRostersFold } from './fold';
import { logOrder } from '../league-common';

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
  fold: teamsRostersFold,

  on: {
    async TeamCreated(tx, schema, event) {
      await insertOnce(tx, `${schema}.teams`, ['team_id'], createdTeam(event));
    },
    async TeamUpdated(tx, schema, { data, streamVersion }) {
      const set = { team_name: data.teamName, division_name: data.divisionName };
      await updateNewer(tx, `${schema}.teams`, { team_id: data.teamId }, set, streamVersion);
    },
    async TeamArchiveToggled(tx, schema, { data, streamVersion }) {
      await updateNewer(
        tx,
        `${schema}.teams`,
        { team_id: data.teamId },
        { is_current: data.isCurrent },
        streamVersion,
      );
    },
    async TeamRemoved(tx, schema, { data, streamVersion }) {
      await updateNewer(tx, `${schema}.teams`, { team_id: data.teamId }, { removed: true }, streamVersion);
    },
    async RosterPlayerAdded(tx, schema, event) {
      const d = event.data;
      const [high, low] = logOrder(event);
      await touchTeam(tx, schema, d.teamId, event.streamVersion);
      await insertOnce(tx, `${schema}.roster_players`, ['roster_player_id'], {
        roster_player_id: d.rosterPlayerId,
        team_id: d.teamId,
        player_id: d.playerId,
        number: d.number,
        version: event.streamVersion,
        added_high: high,
        added_low: low,
      });
    },
    async RosterNumberChanged(tx, schema, { data, streamVersion }) {
      await touchTeam(tx, schema, data.teamId, streamVersion);
      const where = { roster_player_id: data.rosterPlayerId };
      await updateNewer(tx, `${schema}.roster_players`, where, { number: data.number }, streamVersion);
    },
    async RosterPlayerRemoved(tx, schema, event) {
      const [high, low] = logOrder(event);
      await touchTeam(tx, schema, event.data.teamId, event.streamVersion);
      const where = { roster_player_id: event.data.rosterPlayerId };
      const set = { removed: true, removed_high: high, removed_low: low };
      await updateNewer(tx, `${schema}.roster_players`, where, set, event.streamVersion);
    },
  },
});

/** Roster changes move the team stream's version too (the team's If-Match). */
async function touchTeam(tx: SqlClient, schema: string, teamId: string, version: number) {
  await updateNewer(tx, `${schema}.teams`, { team_id: teamId }, {}, version);
}
