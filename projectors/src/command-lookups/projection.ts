import type {
  CalendarEventEvent,
  CalendarEventScheduled,
  CalendarEventUpdated,
  GameEvent,
  GameScheduled,
  GameUpdated,
  TeamEvent,
} from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, setColumns } from '../rows';
import { GAME_SHEET_IGNORED } from '../game-sheet/ignored';

export const COMMAND_LOOKUPS = 'command_lookups';

interface SlotRow {
  [column: string]: unknown;
  item_id: string;
  kind: 'game' | 'event';
  venue_id: string;
  date: string;
  time: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  league_id: string | null;
  home_from_game_id: string | null;
  visitor_from_game_id: string | null;
}

interface TeamRow {
  [column: string]: unknown;
  team_id: string;
  league_id: string;
  team_name: string;
  is_current: boolean;
}

interface RosterPlayerRow {
  [column: string]: unknown;
  roster_player_id: string;
  team_id: string;
  player_id: string;
  on_roster: boolean;
}

const slot = (itemId: string, evolve: (row: SlotRow | undefined) => SlotRow | undefined) =>
  change<SlotRow>('cmd_schedule_slots', itemId, evolve);
const team = (teamId: string, evolve: (row: TeamRow | undefined) => TeamRow | undefined) =>
  change<TeamRow>('cmd_teams', teamId, evolve);
const rosterPlayer = (
  id: string,
  evolve: (row: RosterPlayerRow | undefined) => RosterPlayerRow | undefined,
) => change<RosterPlayerRow>('cmd_roster_players', id, evolve);

/** The slot a game or calendar event holds: its venue, date and time (and a game's teams). */
function placed(
  itemId: string,
  kind: 'game' | 'event',
  at: { venueId: string; date: string; time: string },
  teams: { home: string | null; visitor: string | null },
  bracket?: Pick<SlotRow, 'league_id' | 'home_from_game_id' | 'visitor_from_game_id'>,
) {
  const place = {
    venue_id: at.venueId,
    date: at.date,
    time: at.time,
    home_team_id: teams.home,
    visitor_team_id: teams.visitor,
    ...bracket,
  };
  const none = { league_id: null, home_from_game_id: null, visitor_from_game_id: null };
  return slot(itemId, (row) => (row ? { ...row, ...place } : { item_id: itemId, kind, ...none, ...place }));
}

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
  evolve: {
    GameScheduled: gameSlot,
    GameUpdated: gameSlot,
    GameSlotFilled: ({ data }) => [
      slot(data.gameId, (row) => setColumns(row, { [`${data.side}_team_id`]: data.teamId })),
    ],
    GameRemoved: ({ data }) => [slot(data.gameId, () => undefined)],
    CalendarEventScheduled: eventSlot,
    CalendarEventUpdated: eventSlot,
    CalendarEventRemoved: ({ data }) => [slot(data.eventId, () => undefined)],
    TeamCreated: ({ data }) => {
      const created = {
        team_id: data.teamId,
        league_id: data.leagueId,
        team_name: data.teamName,
        is_current: true,
      };
      return [team(data.teamId, (row) => row ?? created)];
    },
    TeamUpdated: ({ data }) => [team(data.teamId, (row) => setColumns(row, { team_name: data.teamName }))],
    TeamArchiveToggled: ({ data }) => [
      team(data.teamId, (row) => setColumns(row, { is_current: data.isCurrent })),
    ],
    TeamRemoved: ({ data }) => [team(data.teamId, () => undefined)],
    RosterPlayerAdded: ({ data }) => {
      const added = {
        roster_player_id: data.rosterPlayerId,
        team_id: data.teamId,
        player_id: data.playerId,
        on_roster: true,
      };
      return [rosterPlayer(data.rosterPlayerId, (row) => row ?? added)];
    },
    RosterPlayerRemoved: ({ data }) => [
      rosterPlayer(data.rosterPlayerId, (row) => setColumns(row, { on_roster: false })),
    ],
    // no check of a command reads a number, a result or a bracket's conflict
    RosterNumberChanged: 'ignored',
    GameResultRecorded: 'ignored',
    GameResultCorrected: 'ignored',
    BracketConflictFlagged: 'ignored',
    BracketConflictResolved: 'ignored',
    // nor a game's sheet
    ...GAME_SHEET_IGNORED,
  },
});

function gameSlot({ data: game }: GameScheduled | GameUpdated) {
  const teams = { home: game.homeTeamId, visitor: game.visitorTeamId };
  const bracket = {
    league_id: game.leagueId,
    home_from_game_id: game.homeFromGameId ?? null,
    visitor_from_game_id: game.visitorFromGameId ?? null,
  };
  return [placed(game.gameId, 'game', game, teams, bracket)];
}

function eventSlot({ data }: CalendarEventScheduled | CalendarEventUpdated) {
  return [placed(data.eventId, 'event', data, { home: null, visitor: null })];
}
