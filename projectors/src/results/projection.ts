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
import { change, changeWithGroup, putNewer, setNewer, type VersionedRow } from '../rows';
import { GAME_SHEET_IGNORED } from '../game-sheet/ignored';

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

const result = (gameId: string, evolve: (row: ResultRow | undefined) => ResultRow | undefined) =>
  change<ResultRow>('game_results', gameId, evolve);

const played = new Set<string>(PLAYED_STATUSES);

/** Whether a game's lines count in the statistics: a played game's (the removed ones left out). */
const counts = (g: ResultRow | undefined) =>
  g !== undefined &&
  !g.removed &&
  g.status !== null &&
  played.has(g.status) &&
  g.home_total !== null &&
  g.visitor_total !== null;

/**
 * A game's result row and its lines, changed together; the lines then say whether the result counts
 * (the same lines when they say it already, so a batch writes no line it did not change).
 */
const resultAndLines = (
  gameId: string,
  evolve: (
    row: ResultRow | undefined,
    lines: readonly LineRow[],
  ) => [ResultRow | undefined, readonly LineRow[]],
) =>
  changeWithGroup<ResultRow, LineRow>(
    { table: 'game_results', key: gameId },
    { table: 'game_player_lines', key: gameId },
    (row, lines) => {
      const [after, linesAfter] = evolve(row, lines);
      const counted = counts(after);
      return [
        after,
        linesAfter.every((line) => line.counted === counted)
          ? linesAfter
          : linesAfter.map((line) => ({ ...line, counted })),
      ];
    },
  );

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
  return resultAndLines(d.gameId, (row, lines) => {
    const after = putNewer(row, whole, set);
    const moved = lines.some((line) => line.league_id !== after.league_id);
    return [after, moved ? lines.map((line) => ({ ...line, league_id: after.league_id })) : lines];
  });
}

/**
 * A result (or its correction) over an older version: the game holds it, and its lines are this result's
 * (none for an unknown game).
 */
function recorded(event: RecordedEvent & (GameResultRecorded | GameResultCorrected)) {
  const d = event.data;
  const v = event.streamVersion;
  return resultAndLines(d.gameId, (row, lines) =>
    !row || row.version >= v
      ? [row, lines]
      : [{ ...row, ...resultColumns(d, logOrder(event)), version: v }, linesOf(d, row.league_id)],
  );
}

/**
 * A roster player's goals and assists in a league, from its lines there: the sum of those whose game
 * counts (none: no row).
 */
function playerStats(sources: Readonly<Record<string, readonly Record<string, unknown>[]>>) {
  let stats: LineRow | undefined;
  for (const line of sources.game_player_lines as readonly LineRow[]) {
    if (!line.counted) continue;
    if (!stats) {
      stats = { ...line };
      continue;
    }
    // min(player_id), min(team_id), as a SQL aggregate would take them
    if (line.player_id < stats.player_id) stats.player_id = line.player_id;
    if (line.team_id < stats.team_id) stats.team_id = line.team_id;
    stats.goals += line.goals;
    stats.assists += line.assists;
  }
  if (!stats) return [];
  return [
    {
      league_id: stats.league_id,
      roster_player_id: stats.roster_player_id,
      player_id: stats.player_id,
      team_id: stats.team_id,
      goals: stats.goals,
      assists: stats.assists,
    },
  ];
}

/**
 * Game results and player statistics: each game's current result (periods, totals, status, summary), its
 * players' lines (a correction replaces them), and `player_stats`, the goals and assists per roster player
 * and league over every played game of the league (playoff and championship included), recomputed for
 * the roster players whose lines a batch changed, at its end, from their lines alone (a rebuild computes
 * each once): a line keeps its game's league and whether its game counts for that, so a result costs
 * the same in a league of any size (docs/architecture.md, "A projection"). A removed game
 * leaves the statistics; a removed roster player's lines stay. A game keeps where in the log its current
 * result was entered (`recorded_high`, `recorded_low`): the roster of that moment is the game's sheet.
 */
export const resultsProjection = defineProjection<GameEvent>({
  name: 'results',
  version: 4,
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
      CREATE TABLE ${schema}.player_stats (
        league_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        player_id uuid NOT NULL,
        team_id uuid NOT NULL,
        goals integer NOT NULL,
        assists integer NOT NULL,
        PRIMARY KEY (league_id, roster_player_id)
      );
      CREATE INDEX player_stats_by_player ON ${schema}.player_stats (player_id);
    `,
  ),
  derive: [
    {
      table: 'player_stats',
      by: ['league_id', 'roster_player_id'],
      from: { game_player_lines: [['league_id', 'roster_player_id']] },
      rows: playerStats,
    },
  ],

  evolve: {
    GameScheduled: scheduled,
    GameUpdated: scheduled,
    GameResultRecorded: recorded,
    GameResultCorrected: recorded,
    GameRemoved: ({ data, streamVersion }) =>
      resultAndLines(data.gameId, (row, lines) => [setNewer(row, { removed: true }, streamVersion), lines]),
    // a bracket's slot: the game is as if scheduled with that team
    GameSlotFilled: ({ data, streamVersion }) => [
      result(data.gameId, (row) => setNewer(row, { [`${data.side}_team_id`]: data.teamId }, streamVersion)),
    ],
    // a conflict changes no result
    BracketConflictFlagged: 'ignored',
    BracketConflictResolved: 'ignored',
    // a game's sheet changes the result only through the result its final records
    ...GAME_SHEET_IGNORED,
  },
});
