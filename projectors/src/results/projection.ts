import type {
  GameEvent,
  GameResult,
  GameResultCorrected,
  GameResultRecorded,
  GameScheduled,
  GameUpdated,
  RecordedEvent,
} from '@league/contracts';
import { PLAYED_STATUSES } from '@league/contracts';
import { logOrder } from '../league-common';
import { defineProjection, tablesOf } from '../define';
import {
  change,
  changeGroup,
  putNewer,
  RECOMPUTE,
  setNewer,
  type RowChange,
  type SourceChange,
  type VersionedRow,
} from '../rows';
import {
  entriesOfGame,
  entryAdded,
  entryRemoved,
  goalieGamesOf,
  goalieStats,
  lineupSet,
  shotsSet,
  type GoalieGameRow,
  type SheetEntryRow,
  type SheetLineupRow,
  type SheetShotsRow,
} from './sheet';

/** A row of game_results: the game's league and teams, and its current result. */
interface ResultRow extends VersionedRow {
  game_id: string;
  league_id: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  kind: string | null;
  status: string | null;
  home_p1: number | null;
  home_p2: number | null;
  home_p3: number | null;
  home_p4: number | null;
  visitor_p1: number | null;
  visitor_p2: number | null;
  visitor_p3: number | null;
  visitor_p4: number | null;
  home_total: number | null;
  visitor_total: number | null;
  summary: string | null;
  recorded_high: string | null;
  recorded_low: string | null;
  removed: boolean;
}

/** A player's line in a game's current result. */
interface LineRow {
  [column: string]: unknown;
  game_id: string;
  roster_player_id: string;
  league_id: string;
  player_id: string;
  team_id: string;
  side: string;
  goals: number;
  assists: number;
  /** whether its game counts in the statistics (played, not removed): its result's, kept on each line */
  counted: boolean;
}

const NO_RESULT = {
  kind: null,
  status: null,
  home_p1: null,
  home_p2: null,
  home_p3: null,
  home_p4: null,
  visitor_p1: null,
  visitor_p2: null,
  visitor_p3: null,
  visitor_p4: null,
  home_total: null,
  visitor_total: null,
  summary: null,
  recorded_high: null,
  recorded_low: null,
  removed: false,
};

const played = new Set<string>(PLAYED_STATUSES);

/** Whether a game's lines count in the statistics: a played game's (the removed ones left out). */
const counts = (g: ResultRow | undefined) =>
  g !== undefined &&
  !g.removed &&
  g.status !== null &&
  played.has(g.status) &&
  g.home_total !== null &&
  g.visitor_total !== null;

/** What an event changes of a game: its result row, its lines, its sheet's lineups, entries or shots. */
interface GameSteps {
  result?: (row: ResultRow | undefined) => ResultRow | undefined;
  /** the lines, given the result row before and after the event */
  lines?: (
    lines: readonly LineRow[],
    after: ResultRow | undefined,
    before: ResultRow | undefined,
  ) => readonly LineRow[];
  lineups?: (rows: readonly SheetLineupRow[]) => readonly SheetLineupRow[];
  entries?: (rows: readonly SheetEntryRow[]) => readonly SheetEntryRow[];
  shots?: (rows: readonly SheetShotsRow[]) => readonly SheetShotsRow[];
}

/**
 * A game's rows changed together: its result row, its lines and its sheet as the event changes them,
 * then the lines and the sheet's entries say whether the result counts and in which league (the same
 * rows when they say it already, so a batch writes no row it did not change), and the goalies' games
 * follow the result and the sheet. Applied in order, each change reading what the one before left.
 */
function gameChanges(gameId: string, steps: GameSteps): RowChange[] {
  let before: ResultRow | undefined;
  let after: ResultRow | undefined;
  let counted = false;
  let lineups: readonly SheetLineupRow[] = [];
  let entries: readonly SheetEntryRow[] = [];
  let shots: readonly SheetShotsRow[] = [];
  return [
    change<ResultRow>('game_results', gameId, (row) => {
      before = row;
      after = steps.result ? steps.result(row) : row;
      counted = counts(after);
      return after;
    }),
    changeGroup<LineRow>('game_player_lines', gameId, (rows) => {
      const lines = steps.lines ? steps.lines(rows, after, before) : rows;
      return lines.every((line) => line.counted === counted)
        ? lines
        : lines.map((line) => ({ ...line, counted }));
    }),
    changeGroup<SheetLineupRow>('sheet_lineups', gameId, (rows) => (lineups = steps.lineups?.(rows) ?? rows)),
    changeGroup<SheetEntryRow>(
      'sheet_entries',
      gameId,
      (rows) => (entries = entriesOfGame(steps.entries?.(rows) ?? rows, after, counted)),
    ),
    changeGroup<SheetShotsRow>('sheet_shots', gameId, (rows) => (shots = steps.shots?.(rows) ?? rows)),
    changeGroup<GoalieGameRow>('goalie_games', gameId, (rows) =>
      goalieGamesOf(rows, after, counted, { lineups, entries, shots }),
    ),
  ];
}

const result = (gameId: string, evolve: (row: ResultRow | undefined) => ResultRow | undefined) =>
  gameChanges(gameId, { result: evolve });

/** The periods, totals, status and summary of a result, and where in the log it was entered. */
function resultColumns(d: GameResult, [high, low]: [string, string]) {
  const hp = d.homePeriods;
  const vp = d.visitorPeriods;
  return {
    kind: d.kind,
    status: d.status,
    home_p1: hp?.[0] ?? null,
    home_p2: hp?.[1] ?? null,
    home_p3: hp?.[2] ?? null,
    home_p4: hp?.[3] ?? null,
    visitor_p1: vp?.[0] ?? null,
    visitor_p2: vp?.[1] ?? null,
    visitor_p3: vp?.[2] ?? null,
    visitor_p4: vp?.[3] ?? null,
    home_total: d.homeTotal,
    visitor_total: d.visitorTotal,
    summary: d.summary,
    recorded_high: high,
    recorded_low: low,
  };
}

/** The lines of a result, one per roster player: named twice, the later line's figures and side, the first's player and team. */
function linesOf(d: GameResult, leagueId: string): LineRow[] {
  const lines = new Map<string, LineRow>();
  const sides = [
    ...d.homeStats.map((line) => ({ line, side: 'home' })),
    ...d.visitorStats.map((line) => ({ line, side: 'visitor' })),
  ];
  for (const { line, side } of sides) {
    const known = lines.get(line.rosterPlayerId);
    lines.set(line.rosterPlayerId, {
      game_id: d.gameId,
      roster_player_id: line.rosterPlayerId,
      league_id: leagueId,
      player_id: known?.player_id ?? line.playerId,
      team_id: known?.team_id ?? line.teamId,
      side,
      goals: line.goals,
      assists: line.assists,
      counted: false,
    });
  }
  return [...lines.values()];
}

/** A game scheduled or updated (over an older version): its league and teams; its lines follow its league. */
function scheduled({ data: d, streamVersion: v }: RecordedEvent & (GameScheduled | GameUpdated)) {
  const set = { league_id: d.leagueId, home_team_id: d.homeTeamId, visitor_team_id: d.visitorTeamId };
  const whole: ResultRow = { game_id: d.gameId, ...set, ...NO_RESULT, version: v };
  return gameChanges(d.gameId, {
    result: (row) => putNewer(row, whole, set),
    lines: (lines, after) =>
      lines.some((line) => line.league_id !== after!.league_id)
        ? lines.map((line) => ({ ...line, league_id: after!.league_id }))
        : lines,
  });
}

/**
 * A result (or its correction) over an older version: the game holds it, and its lines are this result's
 * (none for an unknown game).
 */
function recorded(event: RecordedEvent & (GameResultRecorded | GameResultCorrected)) {
  const d = event.data;
  const v = event.streamVersion;
  return gameChanges(d.gameId, {
    result: (row) =>
      !row || row.version >= v ? row : { ...row, ...resultColumns(d, logOrder(event)), version: v },
    lines: (lines, after, before) => (after === before ? lines : linesOf(d, after!.league_id)),
  });
}

/** A roster player's figures in a league (player_stats). */
interface PlayerStatsRow {
  [column: string]: unknown;
  league_id: string;
  roster_player_id: string;
  player_id: string | null;
  team_id: string | null;
  goals: number;
  assists: number;
  penalty_minutes: number;
  power_play_goals: number;
  short_handed_goals: number;
}

/** min(a, b) as a SQL aggregate takes it: nulls left aside. */
const least = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);

/** Whether a source row of the player statistics counts: a line of a game that counts, an entry too unless removed. */
function countsInStats(table: string, row: Record<string, unknown>): boolean {
  return table === 'game_player_lines'
    ? (row as LineRow).counted
    : (row as SheetEntryRow).counted && !(row as SheetEntryRow).removed;
}

/** A player's figures before any row counts: zero, no player or team yet. */
const noStats = (row: { league_id: string; roster_player_id: string }): PlayerStatsRow => ({
  league_id: row.league_id,
  roster_player_id: row.roster_player_id,
  player_id: null,
  team_id: null,
  goals: 0,
  assists: 0,
  penalty_minutes: 0,
  power_play_goals: 0,
  short_handed_goals: 0,
});

/**
 * A row that counts added to a player's figures (in place): a line's goals and assists, player and team;
 * an entry's penalty minutes or power-play or short-handed goal, and team.
 */
function addToStats(stats: PlayerStatsRow, table: string, row: Record<string, unknown>): void {
  if (table === 'game_player_lines') {
    const line = row as LineRow;
    stats.player_id = least(stats.player_id, line.player_id);
    stats.team_id = least(stats.team_id, line.team_id);
    stats.goals += line.goals;
    stats.assists += line.assists;
    return;
  }
  const entry = row as SheetEntryRow;
  stats.team_id = least(stats.team_id, entry.team_id);
  if (entry.kind === 'penalty') stats.penalty_minutes += entry.minutes ?? 0;
  else if (entry.strength === 'PP') stats.power_play_goals += 1;
  else if (entry.strength === 'SH') stats.short_handed_goals += 1;
}

/**
 * A roster player's figures in a league, from their lines and the sheet's entries there, those of the
 * games that count: goals and assists (the result's lines), penalty minutes (the penalties), power-play
 * and short-handed goals (the goals scored at that strength); removed entries left out. No row for a
 * player with nothing counted; `player_id` is the lines' (null with none).
 */
function playerStats(sources: Readonly<Record<string, readonly Record<string, unknown>[]>>) {
  let stats: PlayerStatsRow | undefined;
  for (const table of ['game_player_lines', 'sheet_entries'])
    for (const row of sources[table]!) {
      if (!countsInStats(table, row)) continue;
      stats ??= noStats(row as LineRow);
      addToStats(stats, table, row);
    }
  return stats ? [stats] : [];
}

/**
 * A player's figures after rows that count were added (a first result's lines, a final's entries), from
 * the figures before; a row that counted and changed or left takes the figures from all the player's
 * rows again (its player or team may have been the least of them, or the player's only row).
 */
function playerStatsAfter(row: Record<string, unknown> | undefined, changed: readonly SourceChange[]) {
  if (changed.some((change) => change.was !== undefined)) return RECOMPUTE;
  let stats = row && { ...(row as PlayerStatsRow) };
  for (const { table, now } of changed) {
    stats ??= noStats(now as LineRow);
    addToStats(stats, table, now!);
  }
  return stats;
}

/**
 * Game results and player statistics: each game's current result (periods, totals, status, summary), its
 * players' lines (a correction replaces them), what the statistics take from its game sheet (docs/api.md,
 * "Game sheet": the lineups, goals and penalties, shots per period), and two tables derived from them
 * (docs/architecture.md, "A projection"): `player_stats`, per roster player and league over every played
 * game of the league (playoff and championship included), the goals and assists of the lines, and the
 * penalty minutes, power-play and short-handed goals of the sheet's entries; `goalie_stats`, per goalie
 * (the lineup's) and league, from `goalie_games`, each side of a counted game whose lineup names a goalie.
 * Each is recomputed for the players whose rows a batch changed, at its end, from their rows alone (a
 * rebuild computes each once): a line and an entry keep their game's league and whether their game counts
 * for that, so a result costs the same in a league of any size. A removed game leaves the statistics; a
 * removed roster player's lines stay. A game keeps where in the log its current result was entered
 * (`recorded_high`, `recorded_low`): the roster of that moment played it, unless its side has a lineup
 * (read-models' gamesPlayedSql).
 */
export const resultsProjection = defineProjection<GameEvent>({
  name: 'results',
  version: 5,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.game_results (
        game_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        home_team_id uuid,
        visitor_team_id uuid,
        kind text,
        status text,
        home_p1 integer, home_p2 integer, home_p3 integer, home_p4 integer,
        visitor_p1 integer, visitor_p2 integer, visitor_p3 integer, visitor_p4 integer,
        home_total integer,
        visitor_total integer,
        summary text,
        recorded_high numeric,
        recorded_low numeric,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX game_results_by_league ON ${schema}.game_results (league_id);
      CREATE TABLE ${schema}.game_player_lines (
        game_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        league_id uuid NOT NULL,
        player_id uuid NOT NULL,
        team_id uuid NOT NULL,
        side text NOT NULL,
        goals integer NOT NULL,
        assists integer NOT NULL,
        counted boolean NOT NULL,
        PRIMARY KEY (game_id, roster_player_id)
      );
      CREATE INDEX game_player_lines_by_player ON ${schema}.game_player_lines (league_id, roster_player_id);
      CREATE TABLE ${schema}.sheet_lineups (
        game_id uuid NOT NULL,
        side text NOT NULL,
        roster_player_ids jsonb NOT NULL,
        goalie_roster_player_id uuid,
        version integer NOT NULL,
        PRIMARY KEY (game_id, side)
      );
      CREATE TABLE ${schema}.sheet_entries (
        game_id uuid NOT NULL,
        entry_id uuid NOT NULL,
        kind text NOT NULL,
        side text NOT NULL,
        roster_player_id uuid NOT NULL,
        minutes integer,
        strength text,
        removed boolean NOT NULL,
        league_id uuid,
        team_id uuid,
        counted boolean NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, entry_id)
      );
      CREATE INDEX sheet_entries_by_player ON ${schema}.sheet_entries (league_id, roster_player_id);
      CREATE TABLE ${schema}.sheet_shots (
        game_id uuid NOT NULL,
        side text NOT NULL,
        period integer NOT NULL,
        shots integer NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (game_id, side, period)
      );
      CREATE TABLE ${schema}.player_stats (
        league_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        player_id uuid,
        team_id uuid,
        goals integer NOT NULL,
        assists integer NOT NULL,
        penalty_minutes integer NOT NULL,
        power_play_goals integer NOT NULL,
        short_handed_goals integer NOT NULL,
        PRIMARY KEY (league_id, roster_player_id)
      );
      CREATE INDEX player_stats_by_player ON ${schema}.player_stats (player_id);
      CREATE TABLE ${schema}.goalie_games (
        game_id uuid NOT NULL,
        side text NOT NULL,
        league_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        team_id uuid,
        won boolean NOT NULL,
        lost boolean NOT NULL,
        goals_against integer NOT NULL,
        shots_against integer,
        PRIMARY KEY (game_id, side)
      );
      CREATE INDEX goalie_games_by_goalie ON ${schema}.goalie_games (league_id, roster_player_id);
      CREATE TABLE ${schema}.goalie_stats (
        league_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        games_played integer NOT NULL,
        wins integer NOT NULL,
        losses integer NOT NULL,
        goals_against integer NOT NULL,
        shutouts integer NOT NULL,
        shots_against integer,
        saves integer,
        PRIMARY KEY (league_id, roster_player_id)
      );
    `,
  ),
  derive: [
    {
      table: 'player_stats',
      by: ['league_id', 'roster_player_id'],
      from: {
        game_player_lines: [['league_id', 'roster_player_id']],
        sheet_entries: [['league_id', 'roster_player_id']],
      },
      rows: playerStats,
      counts: countsInStats,
      update: playerStatsAfter,
    },
    {
      table: 'goalie_stats',
      by: ['league_id', 'roster_player_id'],
      from: { goalie_games: [['league_id', 'roster_player_id']] },
      rows: goalieStats,
    },
  ],

  evolve: {
    GameScheduled: scheduled,
    GameUpdated: scheduled,
    GameResultRecorded: recorded,
    GameResultCorrected: recorded,
    GameRemoved: ({ data, streamVersion }) =>
      result(data.gameId, (row) => setNewer(row, { removed: true }, streamVersion)),
    // a bracket's slot: the game is as if scheduled with that team
    GameSlotFilled: ({ data, streamVersion }) =>
      result(data.gameId, (row) => setNewer(row, { [`${data.side}_team_id`]: data.teamId }, streamVersion)),
    // a conflict changes no result
    BracketConflictFlagged: 'ignored',
    BracketConflictResolved: 'ignored',
    // the sheet's lineups, goals, penalties and shots: the statistics' (its final records the result)
    GameSheetLineupSet: (event) =>
      gameChanges(event.data.gameId, { lineups: (rows) => lineupSet(rows, event) }),
    GameSheetGoalRecorded: (event) =>
      gameChanges(event.data.gameId, { entries: (rows) => entryAdded(rows, event) }),
    GameSheetPenaltyRecorded: (event) =>
      gameChanges(event.data.gameId, { entries: (rows) => entryAdded(rows, event) }),
    GameSheetEntryRemoved: (event) =>
      gameChanges(event.data.gameId, { entries: (rows) => entryRemoved(rows, event) }),
    GameSheetShotsRecorded: (event) =>
      gameChanges(event.data.gameId, { shots: (rows) => shotsSet(rows, event) }),
    // a shootout is no goal of a player or against a goalie; the final is the result that follows it
    GameSheetShootoutAttemptRecorded: 'ignored',
    GameSheetFinalized: 'ignored',
  },
});
