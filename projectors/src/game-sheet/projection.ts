import type {
  GameSheetEntryRemoved,
  GameSheetEvent,
  GameSheetGoalRecorded,
  GameSheetPenaltyRecorded,
  GameSheetShootoutAttemptRecorded,
  RecordedEvent,
} from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, changeGroup, putNewer, type VersionedRow } from '../rows';

/** A side's lineup: its roster player ids, its goalie. */
interface LineupRow extends VersionedRow {
  game_id: string;
  side: string;
  roster_player_ids: string[];
  goalie_roster_player_id: string | null;
}

/**
 * An entry with an id of its own (a goal, a penalty, a shootout attempt): kept once removed, as
 * `removed`, so that its recording delivered again does not bring it back. `version` is the stream
 * version that recorded it: entries at the same time keep the order they were entered in.
 */
interface EntryRow extends VersionedRow {
  game_id: string;
  entry_id: string;
  side: string;
  removed: boolean;
}
interface GoalRow extends EntryRow {
  period: number;
  time: string;
  scorer: string;
  assist1: string | null;
  assist2: string | null;
  strength: string;
}
interface PenaltyRow extends EntryRow {
  period: number;
  time: string;
  roster_player_id: string;
  infraction: string;
  minutes: number;
  severity: string | null;
}
interface ShootoutRow extends EntryRow {
  round: number;
  roster_player_id: string;
  scored: boolean;
}
interface ShotsRow extends VersionedRow {
  game_id: string;
  side: string;
  period: number;
  shots: number;
}
interface FinalRow extends VersionedRow {
  game_id: string;
  status: string;
}

const ENTRY_TABLES = {
  goals: 'game_sheet_goals',
  penalties: 'game_sheet_penalties',
  shootout: 'game_sheet_shootout',
} as const;

/** An entry recorded: added once (delivered again, or after its removal, it changes nothing). */
const added = <Row extends EntryRow>(table: string, row: Row) => [
  changeGroup<Row>(table, row.game_id, (rows) =>
    rows.some((r) => r.entry_id === row.entry_id) ? rows : [...rows, row],
  ),
];

const entry = (
  event: RecordedEvent &
    (GameSheetGoalRecorded | GameSheetPenaltyRecorded | GameSheetShootoutAttemptRecorded),
) => ({
  game_id: event.data.gameId,
  entry_id: event.data.entryId,
  side: event.data.side,
  removed: false,
  version: event.streamVersion,
});

function removed({ data }: RecordedEvent & GameSheetEntryRemoved) {
  return [
    changeGroup<EntryRow>(ENTRY_TABLES[data.kind], data.gameId, (rows) =>
      rows.map((row) => (row.entry_id === data.entryId && !row.removed ? { ...row, removed: true } : row)),
    ),
  ];
}

/**
 * The game sheet (docs/api.md, "Game sheet"): each game's lineups (one row per side set), goals,
 * penalties and shootout attempts (removed ones kept as `removed`), shots per side and period (the last
 * value stands) and whether its final was sent (`game_sheet_finals`, with its status). Read by the admin's
 * GET of the sheet and, named, by the public game summary. A removed game's sheet stays: its reads answer
 * 404 by the game's schedule item.
 */
export const gameSheetProjection = defineProjection<GameSheetEvent>({
  name: 'game_sheet',
  version: 1,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.game_sheet_lineups (
        game_id uuid NOT NULL,
        side text NOT NULL,
        roster_player_ids jsonb NOT NULL,
        goalie_roster_player_id uuid,
        version integer NOT NULL,
        PRIMARY KEY (game_id, side)
      );
      CREATE TABLE ${schema}.game_sheet_goals (
        game_id uuid NOT NULL,
        entry_id uuid NOT NULL,
        side text NOT NULL,
        period integer NOT NULL,
        time text NOT NULL,
        scorer uuid NOT NULL,
        assist1 uuid,
        assist2 uuid,
        strength text NOT NULL,
        removed boolean NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, entry_id)
      );
      CREATE TABLE ${schema}.game_sheet_penalties (
        game_id uuid NOT NULL,
        entry_id uuid NOT NULL,
        side text NOT NULL,
        period integer NOT NULL,
        time text NOT NULL,
        roster_player_id uuid NOT NULL,
        infraction text NOT NULL,
        minutes integer NOT NULL,
        severity text,
        removed boolean NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, entry_id)
      );
      CREATE TABLE ${schema}.game_sheet_shootout (
        game_id uuid NOT NULL,
        entry_id uuid NOT NULL,
        side text NOT NULL,
        round integer NOT NULL,
        roster_player_id uuid NOT NULL,
        scored boolean NOT NULL,
        removed boolean NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, entry_id)
      );
      CREATE TABLE ${schema}.game_sheet_shots (
        game_id uuid NOT NULL,
        side text NOT NULL,
        period integer NOT NULL,
        shots integer NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, side, period)
      );
      CREATE TABLE ${schema}.game_sheet_finals (
        game_id uuid PRIMARY KEY,
        status text NOT NULL,
        version integer NOT NULL
      );
    `,
  ),

  evolve: {
    GameSheetLineupSet: ({ data, streamVersion }) => {
      const lineup: LineupRow = {
        game_id: data.gameId,
        side: data.side,
        roster_player_ids: data.rosterPlayerIds,
        goalie_roster_player_id: data.goalieRosterPlayerId,
        version: streamVersion,
      };
      return [
        changeGroup<LineupRow>('game_sheet_lineups', data.gameId, (rows) => {
          const before = rows.find((row) => row.side === data.side);
          if (before && before.version >= streamVersion) return rows;
          return [...rows.filter((row) => row.side !== data.side), lineup];
        }),
      ];
    },
    GameSheetGoalRecorded: (event) => {
      const { data } = event;
      return added<GoalRow>(ENTRY_TABLES.goals, {
        ...entry(event),
        period: data.period,
        time: data.time,
        scorer: data.scorer,
        assist1: data.assists[0] ?? null,
        assist2: data.assists[1] ?? null,
        strength: data.strength,
      });
    },
    GameSheetPenaltyRecorded: (event) => {
      const { data } = event;
      return added<PenaltyRow>(ENTRY_TABLES.penalties, {
        ...entry(event),
        period: data.period,
        time: data.time,
        roster_player_id: data.rosterPlayerId,
        infraction: data.infraction,
        minutes: data.minutes,
        severity: data.severity,
      });
    },
    GameSheetShootoutAttemptRecorded: (event) => {
      const { data } = event;
      return added<ShootoutRow>(ENTRY_TABLES.shootout, {
        ...entry(event),
        round: data.round,
        roster_player_id: data.rosterPlayerId,
        scored: data.scored,
      });
    },
    GameSheetEntryRemoved: removed,
    GameSheetShotsRecorded: ({ data, streamVersion }) => {
      const shots: ShotsRow = {
        game_id: data.gameId,
        side: data.side,
        period: data.period,
        shots: data.shots,
        version: streamVersion,
      };
      return [
        changeGroup<ShotsRow>('game_sheet_shots', data.gameId, (rows) => {
          const same = (row: ShotsRow) => row.side === data.side && row.period === data.period;
          const before = rows.find(same);
          if (before && before.version >= streamVersion) return rows;
          return [...rows.filter((row) => !same(row)), shots];
        }),
      ];
    },
    GameSheetFinalized: ({ data, streamVersion }) => [
      change<FinalRow>('game_sheet_finals', data.gameId, (row) =>
        putNewer(
          row,
          { game_id: data.gameId, status: data.status, version: streamVersion },
          {
            status: data.status,
          },
        ),
      ),
    ],
  },
});
