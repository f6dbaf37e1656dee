import type {
  CalendarEventEvent,
  CalendarEventScheduled,
  CalendarEventUpdated,
  GameEvent,
  GameScheduled,
  GameUpdated,
  TeamEvent,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { defineProjection, type EventHandler, tablesOf, insertOnce, deleteWhere } from '../define';
import { commandLookupsFold } from './fold';

export const COMMAND_LOOKUPS = 'command_lookups';

/** The slot a game or calendar event holds: its venue, date and time (and a game's teams). */
async function upsertSlot(
  tx: SqlClient,
  schema: string,
  itemId: string,
  kind: 'game' | 'event',
  at: { venueId: string; date: string; time: string },
  homeTeamId: string | null,
  visitorTeamId: string | null,
) {
  await tx.query(
    `INSERT INTO ${schema}.cmd_schedule_slots (item_id, kind, venue_id, date, time, home_team_id, visitor_team_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (item_id) DO UPDATE SET venue_id = excluded.venue_id, date = excluded.date,
       time = excluded.time, home_team_id = excluded.home_team_id, visitor_team_id = excluded.visitor_team_id`,
    [itemId, kind, at.venueId, at.date, at.time, homeTeamId, visitorTeamId],
  );
}

const gameSlot: EventHandler<GameScheduled | GameUpdated> = async (tx, schema, { data: game }) => {
  await upsertSlot(tx, schema, game.gameId, 'game', game, game.homeTeamId, game.visitorTeamId);
  await tx.query(
    `UPDATE ${schema}.cmd_schedule_slots SET league_id = $2, home_from_game_id = $3, visitor_from_game_id = $4
      WHERE item_id = $1`,
    [game.gameId, game.leagueId, game.homeFromGameId ?? null, game.visitorFromGameId ?? null],
  );
};

const eventSlot: EventHandler<CalendarEventScheduled | CalendarEventUpdated> = (tx, schema, { data }) =>
  upsertSlot(tx, schema, data.eventId, 'event', data, null, null);

/**
 * What the league-play commands check across aggregates (they read it once this projection has reached
 * the store's head, so their own writes are seen): which games and events sit at a venue, date and time
 * (schedule clashes) and which teams they name (removeTeam), the teams of each league by name (a name
 * is unique in a league), and the team of each roster player (changeNumber, removePlayer); which current
 * teams of a league have a player on their roster (addPlayers: one current team per league); for brackets,
 * each game's league and the games whose winners feed its sides (seedBracket, feeds, advance). Only ids
 * and keys: the commands load the entities themselves from their streams.
 */
export const commandLookupsProjection = defineProjection<GameEvent | CalendarEventEvent | TeamEvent>({
  name: COMMAND_LOOKUPS,
  version: 3,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.cmd_schedule_slots (
        item_id uuid PRIMARY KEY,
        kind text NOT NULL,
        venue_id uuid NOT NULL,
        date text NOT NULL,
        time text NOT NULL,
        home_team_id uuid,
        visitor_team_id uuid,
        league_id uuid,
        home_from_game_id uuid,
        visitor_from_game_id uuid
      );
      CREATE INDEX cmd_schedule_slots_league ON ${schema}.cmd_schedule_slots (league_id);
      CREATE INDEX cmd_schedule_slots_home_from ON ${schema}.cmd_schedule_slots (home_from_game_id);
      CREATE INDEX cmd_schedule_slots_visitor_from ON ${schema}.cmd_schedule_slots (visitor_from_game_id);
      CREATE INDEX cmd_schedule_slots_at ON ${schema}.cmd_schedule_slots (venue_id, date, time);
      CREATE INDEX cmd_schedule_slots_home ON ${schema}.cmd_schedule_slots (home_team_id);
      CREATE INDEX cmd_schedule_slots_visitor ON ${schema}.cmd_schedule_slots (visitor_team_id);
      CREATE TABLE ${schema}.cmd_teams (
        team_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        team_name text NOT NULL,
        is_current boolean NOT NULL DEFAULT true
      );
      CREATE INDEX cmd_teams_by_name ON ${schema}.cmd_teams (league_id, lower(team_name));
      CREATE TABLE ${schema}.cmd_roster_players (
        roster_player_id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        player_id uuid NOT NULL,
        on_roster boolean NOT NULL DEFAULT true
      );
      CREATE INDEX cmd_roster_players_by_player ON ${schema}.cmd_roster_players (player_id);
    `,
  ),
  fold: commandLookupsFold,

  on: {
    GameScheduled: gameSlot,
    GameUpdated: gameSlot,
    async GameSlotFilled(tx, schema, { data }) {
      const column = data.side === 'home' ? 'home_team_id' : 'visitor_team_id';
      await tx.query(`UPDATE ${schema}.cmd_schedule_slots SET ${column} = $2 WHERE item_id = $1`, [
        data.gameId,
        data.teamId,
      ]);
    },
    async GameRemoved(tx, schema, { data }) {
      await deleteWhere(tx, `${schema}.cmd_schedule_slots`, { item_id: data.gameId });
    },
    CalendarEventScheduled: eventSlot,
    CalendarEventUpdated: eventSlot,
    async CalendarEventRemoved(tx, schema, { data }) {
      await deleteWhere(tx, `${schema}.cmd_schedule_slots`, { item_id: data.eventId });
    },
    async TeamCreated(tx, schema, { data }) {
      const row = { team_id: data.teamId, league_id: data.leagueId, team_name: data.teamName };
      await insertOnce(tx, `${schema}.cmd_teams`, ['team_id'], row);
    },
    async TeamUpdated(tx, schema, { data }) {
      await tx.query(`UPDATE ${schema}.cmd_teams SET team_name = $2 WHERE team_id = $1`, [
        data.teamId,
        data.teamName,
      ]);
    },
    async TeamArchiveToggled(tx, schema, { data }) {
      await tx.query(`UPDATE ${schema}.cmd_teams SET is_current = $2 WHERE team_id = $1`, [
        data.teamId,
        data.isCurrent,
      ]);
    },
    async TeamRemoved(tx, schema, { data }) {
      await deleteWhere(tx, `${schema}.cmd_teams`, { team_id: data.teamId });
    },
    async RosterPlayerAdded(tx, schema, { data }) {
      const row = { roster_player_id: data.rosterPlayerId, team_id: data.teamId, player_id: data.playerId };
      await insertOnce(tx, `${schema}.cmd_roster_players`, ['roster_player_id'], row);
    },
    async RosterPlayerRemoved(tx, schema, { data }) {
      await tx.query(
        `UPDATE ${schema}.cmd_roster_players SET on_roster = false WHERE roster_player_id = $1`,
        [data.rosterPlayerId],
      );
    },
    // no check of a command reads a number, a result or a bracket's conflict
    RosterNumberChanged: 'ignored',
    GameResultRecorded: 'ignored',
    GameResultCorrected: 'ignored',
    BracketConflictFlagged: 'ignored',
    BracketConflictResolved: 'ignored',
  },
});
