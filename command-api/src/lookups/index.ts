import { LeagueError } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { CommandApiDeps } from '../deps';

/** the projection (projectors/src/command-lookups) these lookups read, through its rm.cmd_* views */
export const COMMAND_LOOKUPS = 'command_lookups';
export const LOOKUPS_UNAVAILABLE_MESSAGE =
  'The schedule and rosters are being updated. Please try again in a moment.';
const WAIT_MS = 5_000;

export interface SlotItem {
  itemId: string;
  kind: 'game' | 'event';
}

/**
 * What league-play commands check across aggregates. Each lookup first waits until the projection has
 * reached the store's head, so it sees every write made before the command (its own included).
 */
export interface LeagueLookups {
  /** games and calendar events at this venue, date and time */
  itemsAt(at: { venueId: string; date: string; time: string }): Promise<SlotItem[]>;
  /** the (not removed) games that name one of the teams, home or visitor, on that date: by time */
  gamesOfTeamsOn(date: string, teamIds: readonly string[]): Promise<SlotItem[]>;
  /** whether any game (not removed) names the team as home or visitor */
  teamIsScheduled(teamId: string): Promise<boolean>;
  /** the (not removed) teams of the league with this name, whatever its case */
  teamsNamed(leagueId: string, teamName: string): Promise<string[]>;
  /** the team whose roster the roster player was added to, or null */
  teamOfRosterPlayer(rosterPlayerId: string): Promise<string | null>;
  /** the current teams of the league that have one of these players on their roster: by team name */
  currentTeamsOfPlayers(
    leagueId: string,
    playerIds: readonly string[],
  ): Promise<{ playerId: string; teamId: string; teamName: string }[]>;
  /** the slots (game and side) the winner of this game is set to play in: a bracket's feeds */
  gamesFedBy(gameId: string): Promise<{ gameId: string; side: 'home' | 'visitor' }[]>;
  /** the (not removed) games of the league */
  gamesOfLeague(leagueId: string): Promise<string[]>;
  /** the (not removed) teams of the league */
  teamsOfLeague(leagueId: string): Promise<string[]>;
}

export function leagueLookups(deps: Pick<CommandApiDeps, 'store' | 'readModel'>): LeagueLookups {
  const { store, readModel } = deps;
  const ready = async () => {
    if (!readModel) throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
    await caughtUp(store, readModel);
    return readModel.db;
  };
  return {
    async itemsAt({ venueId, date, time }) {
      const db = await ready();
      const { rows } = await db.query<{ item_id: string; kind: 'game' | 'event' }>(
        `SELECT item_id, kind FROM rm.cmd_schedule_slots WHERE venue_id = $1 AND date = $2 AND time = $3
         ORDER BY item_id`,
        [venueId, date, time],
      );
      return rows.map((row) => ({ itemId: row.item_id, kind: row.kind }));
    },
    async gamesOfTeamsOn(date, teamIds) {
      if (teamIds.length === 0) return [];
      const db = await ready();
      const { rows } = await db.query<{ item_id: string; kind: 'game' | 'event' }>(
        `SELECT item_id, kind FROM rm.cmd_schedule_slots
          WHERE date = $1 AND (home_team_id = ANY($2::uuid[]) OR visitor_team_id = ANY($2::uuid[]))
          ORDER BY time, item_id`,
        [date, teamIds],
      );
      return rows.map((row) => ({ itemId: row.item_id, kind: row.kind }));
    },
    async teamIsScheduled(teamId) {
      const db = await ready();
      const { rows } = await db.query(
        `SELECT 1 FROM rm.cmd_schedule_slots WHERE home_team_id = $1 OR visitor_team_id = $1 LIMIT 1`,
        [teamId],
      );
      return rows.length > 0;
    },
    async teamsNamed(leagueId, teamName) {
      const db = await ready();
      const { rows } = await db.query<{ team_id: string }>(
        `SELECT team_id FROM rm.cmd_teams WHERE league_id = $1 AND lower(team_name) = lower($2)`,
        [leagueId, teamName],
      );
      return rows.map((row) => row.team_id);
    },
    async teamOfRosterPlayer(rosterPlayerId) {
      const db = await ready();
      const { rows } = await db.query<{ team_id: string }>(
        `SELECT team_id FROM rm.cmd_roster_players WHERE roster_player_id = $1`,
        [rosterPlayerId],
      );
      return rows[0]?.team_id ?? null;
    },
    async currentTeamsOfPlayers(leagueId, playerIds) {
      if (playerIds.length === 0) return [];
      const db = await ready();
      const { rows } = await db.query<{ player_id: string; team_id: string; team_name: string }>(
        `SELECT r.player_id, t.team_id, t.team_name
           FROM rm.cmd_roster_players r JOIN rm.cmd_teams t ON t.team_id = r.team_id
          WHERE r.player_id = ANY($2::uuid[]) AND r.on_roster AND t.league_id = $1 AND t.is_current
          ORDER BY lower(t.team_name), t.team_id`,
        [leagueId, playerIds],
      );
      return rows.map((row) => ({ playerId: row.player_id, teamId: row.team_id, teamName: row.team_name }));
    },
    async gamesFedBy(gameId) {
      const db = await ready();
      const { rows } = await db.query<{ item_id: string; side: 'home' | 'visitor' }>(
        `SELECT item_id, 'home' AS side FROM rm.cmd_schedule_slots WHERE home_from_game_id = $1
         UNION ALL
         SELECT item_id, 'visitor' AS side FROM rm.cmd_schedule_slots WHERE visitor_from_game_id = $1
         ORDER BY item_id, side`,
        [gameId],
      );
      return rows.map((row) => ({ gameId: row.item_id, side: row.side }));
    },
    async gamesOfLeague(leagueId) {
      const db = await ready();
      const { rows } = await db.query<{ item_id: string }>(
        `SELECT item_id FROM rm.cmd_schedule_slots WHERE kind = 'game' AND league_id = $1 ORDER BY item_id`,
        [leagueId],
      );
      return rows.map((row) => row.item_id);
    },
    async teamsOfLeague(leagueId) {
      const db = await ready();
      const { rows } = await db.query<{ team_id: string }>(
        `SELECT team_id FROM rm.cmd_teams WHERE league_id = $1 ORDER BY team_id`,
        [leagueId],
      );
      return rows.map((row) => row.team_id);
    },
  };
}

async function caughtUp(store: EventStore, readModel: NonNullable<CommandApiDeps['readModel']>) {
  const head = await store.headPosition();
  if (head === null) return;
  if (!(await readModel.waitForPosition(head, WAIT_MS, [COMMAND_LOOKUPS])))
    throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
}
