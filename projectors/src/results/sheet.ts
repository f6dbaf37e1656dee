import type {
  GameSheetEntryRemoved,
  GameSheetGoalRecorded,
  GameSheetLineupSet,
  GameSheetPenaltyRecorded,
  GameSheetShotsRecorded,
  RecordedEvent,
} from '@league/contracts';
import type { TableRow } from '../projection';
import type { VersionedRow } from '../rows';

/**
 * What the statistics take from a game's sheet (docs/api.md, "Game sheet"): its lineups, its goals and
 * penalties (a removed one kept as removed, so its recording delivered again does not bring it back) and
 * each side's shots per period; and what a game's sheet and result make of them: each goalie's game.
 * Pure functions of rows, used by the results projection's row changes and derived tables.
 */

type Side = 'home' | 'visitor';
const SIDES: readonly Side[] = ['home', 'visitor'];
const other = (side: Side): Side => (side === 'home' ? 'visitor' : 'home');

/** The game as these figures need it: its league, teams and totals, and whether it counts. */
export interface SheetGame {
  game_id: string;
  league_id: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  home_total: number | null;
  visitor_total: number | null;
}

/** A side's lineup: who dressed (its roster player ids) and its goalie (null: none named). */
export interface SheetLineupRow extends VersionedRow {
  game_id: string;
  side: string;
  roster_player_ids: string[];
  goalie_roster_player_id: string | null;
}

/**
 * A goal (`roster_player_id` its scorer, `strength` EV, PP, SH or EN) or a penalty (`minutes`) of the
 * sheet, with its game's league, the side's team and whether its game counts (as a line keeps them), so
 * that the player statistics group it by league and roster player.
 */
export interface SheetEntryRow extends VersionedRow {
  game_id: string;
  entry_id: string;
  kind: 'goal' | 'penalty';
  side: string;
  roster_player_id: string;
  minutes: number | null;
  strength: string | null;
  removed: boolean;
  league_id: string | null;
  team_id: string | null;
  counted: boolean;
}

/** A side's shots on goal in a period: the last value recorded. */
export interface SheetShotsRow extends VersionedRow {
  game_id: string;
  side: string;
  period: number;
  shots: number;
}

/**
 * A goalie's game: a side of a game whose result counts and whose lineup names a goalie. `won`/`lost` by
 * the result's totals (a tie is neither); `goals_against` the other side's goals on the sheet but its
 * empty-net ones (a shootout is no goal against); `shots_against` the other side's shots of the periods
 * recorded, null when none was.
 */
export interface GoalieGameRow extends TableRow {
  game_id: string;
  side: string;
  league_id: string;
  roster_player_id: string;
  team_id: string | null;
  won: boolean;
  lost: boolean;
  goals_against: number;
  shots_against: number | null;
}

/** A lineup set (over an older one of its side). */
export function lineupSet(
  rows: readonly SheetLineupRow[],
  { data, streamVersion }: RecordedEvent & GameSheetLineupSet,
): readonly SheetLineupRow[] {
  const before = rows.find((row) => row.side === data.side);
  if (before && before.version >= streamVersion) return rows;
  return [
    ...rows.filter((row) => row.side !== data.side),
    {
      game_id: data.gameId,
      side: data.side,
      roster_player_ids: data.rosterPlayerIds,
      goalie_roster_player_id: data.goalieRosterPlayerId,
      version: streamVersion,
    },
  ];
}

/** A goal or penalty recorded: added once (delivered again, or after its removal, it changes nothing). */
export function entryAdded(
  rows: readonly SheetEntryRow[],
  event: RecordedEvent & (GameSheetGoalRecorded | GameSheetPenaltyRecorded),
): readonly SheetEntryRow[] {
  const { data } = event;
  if (rows.some((row) => row.entry_id === data.entryId)) return rows;
  const goal = event.type === 'GameSheetGoalRecorded' ? event.data : null;
  const penalty = event.type === 'GameSheetPenaltyRecorded' ? event.data : null;
  return [
    ...rows,
    {
      game_id: data.gameId,
      entry_id: data.entryId,
      kind: goal ? 'goal' : 'penalty',
      side: data.side,
      roster_player_id: goal ? goal.scorer : penalty!.rosterPlayerId,
      minutes: penalty ? penalty.minutes : null,
      strength: goal ? goal.strength : null,
      removed: false,
      // the game's, filled in by entriesOfGame
      league_id: null,
      team_id: null,
      counted: false,
      version: event.streamVersion,
    },
  ];
}

/** A goal or penalty taken off the sheet: kept as removed (a shootout attempt is no entry here). */
export function entryRemoved(
  rows: readonly SheetEntryRow[],
  { data }: RecordedEvent & GameSheetEntryRemoved,
): readonly SheetEntryRow[] {
  const kind = { goals: 'goal', penalties: 'penalty', shootout: null }[data.kind];
  const at = rows.findIndex((row) => row.kind === kind && row.entry_id === data.entryId && !row.removed);
  if (at < 0) return rows;
  return rows.map((row, index) => (index === at ? { ...row, removed: true } : row));
}

/** A side's shots in a period: the last value stands. */
export function shotsSet(
  rows: readonly SheetShotsRow[],
  { data, streamVersion }: RecordedEvent & GameSheetShotsRecorded,
): readonly SheetShotsRow[] {
  const same = (row: SheetShotsRow) => row.side === data.side && row.period === data.period;
  const before = rows.find(same);
  if (before && before.version >= streamVersion) return rows;
  return [
    ...rows.filter((row) => !same(row)),
    { game_id: data.gameId, side: data.side, period: data.period, shots: data.shots, version: streamVersion },
  ];
}

const teamOf = (game: SheetGame | undefined, side: string) =>
  game ? (side === 'home' ? game.home_team_id : game.visitor_team_id) : null;

/**
 * The entries with their game's league, their side's team and whether the game counts (the same rows,
 * the same list, where they say it already: a batch writes no row it did not change).
 */
export function entriesOfGame(
  rows: readonly SheetEntryRow[],
  game: SheetGame | undefined,
  counted: boolean,
): readonly SheetEntryRow[] {
  const leagueId = game?.league_id ?? null;
  let changed = false;
  const after = rows.map((row) => {
    const teamId = teamOf(game, row.side);
    if (row.league_id === leagueId && row.team_id === teamId && row.counted === counted) return row;
    changed = true;
    return { ...row, league_id: leagueId, team_id: teamId, counted };
  });
  return changed ? after : rows;
}

const sameRow = (a: TableRow, b: TableRow) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((column) => a[column] === b[column]);

/** The goalies' games of a game whose result counts (none otherwise); the same list when they are the same. */
export function goalieGamesOf(
  rows: readonly GoalieGameRow[],
  game: SheetGame | undefined,
  counted: boolean,
  sheet: {
    lineups: readonly SheetLineupRow[];
    entries: readonly SheetEntryRow[];
    shots: readonly SheetShotsRow[];
  },
): readonly GoalieGameRow[] {
  const after: GoalieGameRow[] = [];
  if (game && counted)
    for (const side of SIDES) {
      const goalie = sheet.lineups.find((lineup) => lineup.side === side)?.goalie_roster_player_id;
      if (!goalie) continue;
      const against = other(side);
      const mine = side === 'home' ? game.home_total! : game.visitor_total!;
      const theirs = side === 'home' ? game.visitor_total! : game.home_total!;
      const shots = sheet.shots.filter((row) => row.side === against);
      after.push({
        game_id: game.game_id,
        side,
        league_id: game.league_id,
        roster_player_id: goalie,
        team_id: teamOf(game, side),
        won: mine > theirs,
        lost: mine < theirs,
        goals_against: sheet.entries.filter(
          (entry) =>
            entry.kind === 'goal' && !entry.removed && entry.side === against && entry.strength !== 'EN',
        ).length,
        shots_against: shots.length === 0 ? null : shots.reduce((sum, row) => sum + row.shots, 0),
      });
    }
  const same =
    after.length === rows.length &&
    after.every((row) => rows.some((before) => before.side === row.side && sameRow(before, row)));
  return same ? rows : after;
}

/**
 * A goalie's figures in a league from their games there: games played, wins, losses, goals against,
 * shutouts (a game won or tied with no goal against) and, over the games whose opponent's shots were
 * recorded, the shots against and the saves (shots − goals against of those games; both null without
 * such a game). The goals-against average and save percentage are the reads' (docs/api.md).
 */
export function goalieStats(sources: Readonly<Record<string, readonly TableRow[]>>): TableRow[] {
  const games = sources.goalie_games as readonly GoalieGameRow[];
  const first = games[0];
  if (!first) return [];
  const stats = {
    league_id: first.league_id,
    roster_player_id: first.roster_player_id,
    games_played: 0,
    wins: 0,
    losses: 0,
    goals_against: 0,
    shutouts: 0,
    shots_against: null as number | null,
    saves: null as number | null,
  };
  for (const game of games) {
    stats.games_played += 1;
    if (game.won) stats.wins += 1;
    if (game.lost) stats.losses += 1;
    stats.goals_against += game.goals_against;
    if (!game.lost && game.goals_against === 0) stats.shutouts += 1;
    if (game.shots_against !== null) {
      stats.shots_against = (stats.shots_against ?? 0) + game.shots_against;
      stats.saves = (stats.saves ?? 0) + game.shots_against - game.goals_against;
    }
  }
  return [stats];
}
