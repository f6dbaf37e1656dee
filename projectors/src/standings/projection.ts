import type {
  GameEvent,
  GameFields,
  GameResultCorrected,
  GameResultRecorded,
  GameScheduled,
  GameUpdated,
  RecordedEvent,
  StandingsGame,
  StandingsTeam,
  TeamEvent,
} from '@league/contracts';
import { compareNames, computeStandings } from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, putNewer, RECOMPUTE, setNewer, type SourceChange, type VersionedRow } from '../rows';
import { GAME_SHEET_IGNORED } from '../game-sheet/ignored';

interface TeamRow extends VersionedRow {
  team_id: string;
  league_id: string;
  team_name: string;
  division_name: string | null;
  removed: boolean;
}

interface GameRow extends VersionedRow {
  game_id: string;
  league_id: string;
  regular: boolean;
  iso_date: string;
  time: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  removed: boolean;
}

const team = (teamId: string, evolve: (row: TeamRow | undefined) => TeamRow | undefined) =>
  change<TeamRow>('standings_teams', teamId, evolve);
const game = (gameId: string, evolve: (row: GameRow | undefined) => GameRow | undefined) =>
  change<GameRow>('standings_games', gameId, evolve);

/** What a schedule event (a game scheduled or updated) sets on the game's row; its result's totals come later. */
const gameColumns = (d: GameFields) => ({
  league_id: d.leagueId,
  regular: !d.playoff && !d.championship,
  iso_date: d.date,
  time: d.time,
  home_team_id: d.homeTeamId,
  visitor_team_id: d.visitorTeamId,
});

function scheduled({ data, streamVersion }: RecordedEvent & (GameScheduled | GameUpdated)) {
  const set = gameColumns(data);
  const whole: GameRow = {
    game_id: data.gameId,
    ...set,
    status: null,
    home_total: null,
    visitor_total: null,
    removed: false,
    version: streamVersion,
  };
  return [game(data.gameId, (row) => putNewer(row, whole, set))];
}

/** A result (or its correction): the game's status and totals. */
function scored({ data, streamVersion }: RecordedEvent & (GameResultRecorded | GameResultCorrected)) {
  const totals = { status: data.status, home_total: data.homeTotal, visitor_total: data.visitorTotal };
  return [game(data.gameId, (row) => setNewer(row, totals, streamVersion))];
}

/** A game as computeStandings reads it. */
const standingsGame = (g: GameRow): StandingsGame => ({
  homeTeamId: g.home_team_id,
  visitorTeamId: g.visitor_team_id,
  status: g.status,
  homeTotal: g.home_total,
  visitorTotal: g.visitor_total,
});

/**
 * A team's row of its league's table from the team and its games as the projection keeps them: only
 * regular-season games count (computeStandings applies the rules of docs/rules.md, the same the as-of
 * replay uses); its rank comes after, from `standingsOrder`.
 */
function teamStandings(sources: Readonly<Record<string, readonly Record<string, unknown>[]>>) {
  const teamRows = sources.standings_teams as readonly TeamRow[];
  const gameRows = sources.standings_games as readonly GameRow[];
  const leagueId = teamRows[0]?.league_id ?? gameRows[0]?.league_id;
  const teams: StandingsTeam[] = teamRows
    .filter((t) => !t.removed)
    .map((t) => ({ teamId: t.team_id, teamName: t.team_name, divisionName: t.division_name }));
  const games: StandingsGame[] = gameRows
    .filter((g) => g.regular && !g.removed)
    .sort((a, b) => (a.game_id < b.game_id ? -1 : a.game_id > b.game_id ? 1 : 0))
    .map(standingsGame);
  return computeStandings(teams, games).map((r, index) => ({
    league_id: leagueId,
    team_id: r.teamId,
    rank: index + 1,
    team_name: r.teamName,
    division_name: r.divisionName,
    games_played: r.gamesPlayed,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    overtime_losses: r.overtimeLosses,
    shootout_losses: r.shootoutLosses,
    points: r.points,
    points_percentage: r.pointsPercentage,
    goals_for: r.goalsFor,
    goals_against: r.goalsAgainst,
    goal_difference: r.goalDifference,
    regulation_wins: r.regulationWins,
  }));
}

/**
 * The figures of a team's row that are sums over its games, each with computeStandings' name for it: all
 * but the percentage, which follows from them.
 */
const SUMS = {
  games_played: 'gamesPlayed',
  wins: 'wins',
  losses: 'losses',
  ties: 'ties',
  overtime_losses: 'overtimeLosses',
  shootout_losses: 'shootoutLosses',
  points: 'points',
  goals_for: 'goalsFor',
  goals_against: 'goalsAgainst',
  goal_difference: 'goalDifference',
  regulation_wins: 'regulationWins',
} as const;

/** A regular-season game that is not removed: the only games a team's row counts (teamStandings). */
const countsInStandings = (table: string, row: Record<string, unknown>) =>
  table !== 'standings_games' || ((row as GameRow).regular && !(row as GameRow).removed);

/**
 * A team's row after games of its changed (a result, its correction, a game removed or moved), from the
 * row before: each game's figures for the team, as computeStandings gives them for that game alone,
 * taken off as it was and added as it is, and the percentage of the sums as computeStandings makes it
 * (docs/rules.md). A change of the team itself is computed again from its games; a team without a row
 * (none, or removed) stays without one.
 */
function teamStandingsAfter(row: Record<string, unknown> | undefined, changed: readonly SourceChange[]) {
  if (changed.some((change) => change.table !== 'standings_games')) return RECOMPUTE;
  if (!row) return undefined;
  const team: StandingsTeam = { teamId: row.team_id as string, teamName: '', divisionName: null };
  const next: Record<string, unknown> = { ...row };
  const add = (game: Record<string, unknown> | undefined, sign: number) => {
    if (!game) return;
    const [figures] = computeStandings([team], [standingsGame(game as GameRow)]);
    for (const [column, name] of Object.entries(SUMS))
      next[column] = (next[column] as number) + sign * figures![name];
  };
  for (const { was, now } of changed) {
    add(was, -1);
    add(now, 1);
  }
  if (Object.keys(SUMS).every((column) => next[column] === row[column])) return row;
  const played = next.games_played as number;
  const wins = next.wins as number;
  const ties = next.ties as number;
  next.points_percentage = played === 0 ? 0 : Math.round(((wins + 0.5 * ties) / played) * 1000) / 1000;
  return next;
}

interface RankedRow {
  [column: string]: unknown;
  team_id: string;
  team_name: string;
  points: number;
  wins: number;
  goal_difference: number;
  goals_for: number;
}

/** The order of a league's table, computeStandings' own over the rows as the table keeps them. */
function standingsOrder(first: Record<string, unknown>, second: Record<string, unknown>): number {
  const a = first as RankedRow;
  const b = second as RankedRow;
  return (
    b.points - a.points ||
    b.wins - a.wins ||
    b.goal_difference - a.goal_difference ||
    b.goals_for - a.goals_for ||
    compareNames(a.team_name, b.team_name) ||
    (a.team_id < b.team_id ? -1 : a.team_id > b.team_id ? 1 : 0)
  );
}

/**
 * Standings per league. The projection keeps the league's teams and games (with their current result),
 * and at the end of every batch recomputes, inside the same transaction, the row of each team whose row
 * or games the batch changed, from that team's games alone, then ranks its league's rows again (a
 * rebuild computes each row once, at the end): a correction or a removed game never leaves a drift, and
 * a result costs the same in a league of any size (docs/architecture.md, "A projection").
 */
export const standingsProjection = defineProjection<TeamEvent | GameEvent>({
  name: 'standings',
  version: 3,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.standings_teams (
        team_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        team_name text NOT NULL,
        division_name text,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX standings_teams_by_league ON ${schema}.standings_teams (league_id);
      CREATE TABLE ${schema}.standings_games (
        game_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        regular boolean NOT NULL,
        iso_date text NOT NULL,
        time text NOT NULL,
        home_team_id uuid,
        visitor_team_id uuid,
        status text,
        home_total integer,
        visitor_total integer,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX standings_games_by_league ON ${schema}.standings_games (league_id, iso_date);
      CREATE INDEX standings_games_by_home ON ${schema}.standings_games (home_team_id);
      CREATE INDEX standings_games_by_visitor ON ${schema}.standings_games (visitor_team_id);
      CREATE TABLE ${schema}.standings (
        league_id uuid NOT NULL,
        team_id uuid NOT NULL,
        rank integer NOT NULL,
        team_name text NOT NULL,
        division_name text,
        games_played integer NOT NULL,
        wins integer NOT NULL,
        losses integer NOT NULL,
        ties integer NOT NULL,
        overtime_losses integer NOT NULL,
        shootout_losses integer NOT NULL,
        points integer NOT NULL,
        points_percentage numeric(4, 3) NOT NULL,
        goals_for integer NOT NULL,
        goals_against integer NOT NULL,
        goal_difference integer NOT NULL,
        regulation_wins integer NOT NULL,
        PRIMARY KEY (league_id, team_id)
      );
      CREATE INDEX standings_by_team ON ${schema}.standings (team_id);
    `,
  ),
  derive: [
    {
      table: 'standings',
      by: ['league_id', 'team_id'],
      from: {
        standings_teams: [['league_id', 'team_id']],
        standings_games: [
          ['league_id', 'home_team_id'],
          ['league_id', 'visitor_team_id'],
        ],
      },
      rows: teamStandings,
      counts: countsInStandings,
      update: teamStandingsAfter,
      rank: { column: 'rank', within: ['league_id'], order: standingsOrder },
    },
  ],

  evolve: {
    TeamCreated: ({ data, streamVersion }) => {
      const created: TeamRow = {
        team_id: data.teamId,
        league_id: data.leagueId,
        team_name: data.teamName,
        division_name: data.divisionName,
        removed: false,
        version: streamVersion,
      };
      return [team(data.teamId, (row) => row ?? created)];
    },
    TeamUpdated: ({ data, streamVersion }) => [
      team(data.teamId, (row) =>
        setNewer(row, { team_name: data.teamName, division_name: data.divisionName }, streamVersion),
      ),
    ],
    TeamRemoved: ({ data, streamVersion }) => [
      team(data.teamId, (row) => setNewer(row, { removed: true }, streamVersion)),
    ],
    GameScheduled: scheduled,
    GameUpdated: scheduled,
    GameResultRecorded: scored,
    GameResultCorrected: scored,
    GameRemoved: ({ data, streamVersion }) => [
      game(data.gameId, (row) => setNewer(row, { removed: true }, streamVersion)),
    ],
    // a bracket's slot: the game is as if scheduled with that team
    GameSlotFilled: ({ data, streamVersion }) => [
      game(data.gameId, (row) => setNewer(row, { [`${data.side}_team_id`]: data.teamId }, streamVersion)),
    ],
    // a team's archive and roster, and a bracket's conflicts, change no standings
    TeamArchiveToggled: 'ignored',
    RosterPlayerAdded: 'ignored',
    RosterNumberChanged: 'ignored',
    RosterPlayerRemoved: 'ignored',
    BracketConflictFlagged: 'ignored',
    BracketConflictResolved: 'ignored',
    // a game's sheet changes the standings only through the result its final records
    ...GAME_SHEET_IGNORED,
  },
});
