import type { RecordedEvent, TeamEvent } from '@league/contracts';
import { TEAM_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { teamsRostersFold } from './fold';
import { logOrder } from '../league-common';

/**
 * Teams and their rosters. The roster lives on the team's stream, so both tables are guarded by the team
 * stream's version. A removed roster player stays as a tombstone (`removed`): their recorded goals and
 * assists stay in history and leaders. A removed team (never referenced by a game) is a tombstone too.
 * A roster place keeps where in the log it was added and taken off: the games it counts as played are
 * those whose result was entered while it was on the roster (players' queries, gamesPlayedSql).
 */
export const teamsRostersProjection: Projection = {
  name: 'teams_rosters',
  version: 2,
  tables: ['teams', 'roster_players'],
  handles: TEAM_EVENT_TYPES,
  fold: teamsRostersFold,

  async setup(db, schema) {
    await db.exec(`
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
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events) await applyTeamEvent(tx, schema, event as RecordedEvent & TeamEvent);
  },
};

async function applyTeamEvent(tx: SqlClient, schema: string, event: RecordedEvent & TeamEvent) {
  const v = event.streamVersion;
  const [high, low] = logOrder(event);
  switch (event.type) {
    case 'TeamCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${schema}.teams
           (team_id, league_id, team_name, division_name, year, is_current, version, created_high, created_low)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)
         ON CONFLICT (team_id) DO NOTHING`,
        [d.teamId, d.leagueId, d.teamName, d.divisionName, d.year, v, high, low],
      );
      return;
    }
    case 'TeamUpdated':
      await tx.query(
        `UPDATE ${schema}.teams SET team_name = $2, division_name = $3, version = $4
          WHERE team_id = $1 AND version < $4`,
        [event.data.teamId, event.data.teamName, event.data.divisionName, v],
      );
      return;
    case 'TeamArchiveToggled':
      await tx.query(
        `UPDATE ${schema}.teams SET is_current = $2, version = $3 WHERE team_id = $1 AND version < $3`,
        [event.data.teamId, event.data.isCurrent, v],
      );
      return;
    case 'TeamRemoved':
      await tx.query(
        `UPDATE ${schema}.teams SET removed = true, version = $2 WHERE team_id = $1 AND version < $2`,
        [event.data.teamId, v],
      );
      return;
    case 'RosterPlayerAdded': {
      const d = event.data;
      await touchTeam(tx, schema, d.teamId, v);
      await tx.query(
        `INSERT INTO ${schema}.roster_players
           (roster_player_id, team_id, player_id, number, version, added_high, added_low)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (roster_player_id) DO NOTHING`,
        [d.rosterPlayerId, d.teamId, d.playerId, d.number, v, high, low],
      );
      return;
    }
    case 'RosterNumberChanged':
      await touchTeam(tx, schema, event.data.teamId, v);
      await tx.query(
        `UPDATE ${schema}.roster_players SET number = $2, version = $3
          WHERE roster_player_id = $1 AND version < $3`,
        [event.data.rosterPlayerId, event.data.number, v],
      );
      return;
    case 'RosterPlayerRemoved':
      await touchTeam(tx, schema, event.data.teamId, v);
      await tx.query(
        `UPDATE ${schema}.roster_players SET removed = true, version = $2, removed_high = $3, removed_low = $4
          WHERE roster_player_id = $1 AND version < $2`,
        [event.data.rosterPlayerId, v, high, low],
      );
      return;
  }
}

/** Roster changes move the team stream's version too (the team's If-Match). */
async function touchTeam(tx: SqlClient, schema: string, teamId: string, v: number) {
  await tx.query(`UPDATE ${schema}.teams SET version = $2 WHERE team_id = $1 AND version < $2`, [teamId, v]);
}
