import {
  isPlayed,
  type AdminBracketAnswer,
  type BracketAnswer,
  type BracketConflict,
  type BracketGame,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { leagueBracket, type BracketItemRow } from '@league/read-models/schedule';
import { bracketRounds } from './bracket-rounds';
import type { LeagueInfo } from '@league/read-models/leagues';
import { foundLeague, leagueFields } from './leagues';

/** A bracket game of a row: its sides, the winning side once played (none for a tie). */
function toBracketGame(
  row: BracketItemRow,
): BracketGame & { homeFromGameId: string | null; visitorFromGameId: string | null } {
  const played = isPlayed(row.status, row.home_total, row.visitor_total);
  const home = row.home_total ?? 0;
  const visitor = row.visitor_total ?? 0;
  const side = (which: 'home' | 'visitor') => ({
    teamId: row[`${which}_team_id`],
    teamName: row[`${which}_name`],
    seed: row[`${which}_seed`],
    score: played ? row[`${which}_total`] : null,
    fromGameId: row[`${which}_from_game_id`],
  });
  return {
    gameId: row.item_id,
    date: row.iso_date,
    time: row.time,
    venueName: row.venue_name ?? '',
    home: side('home'),
    visitor: side('visitor'),
    winner: played && home !== visitor ? (home > visitor ? 'home' : 'visitor') : null,
    status: played ? (row.status ?? 'FINAL') : 'TBP',
    championship: row.championship,
    conflict: row.home_conflict_winner !== null || row.visitor_conflict_winner !== null,
    homeFromGameId: row.home_from_game_id,
    visitorFromGameId: row.visitor_from_game_id,
  };
}

/** The flagged conflicts of the rows, each side once. */
function conflictsOf(rows: readonly BracketItemRow[]): BracketConflict[] {
  return rows.flatMap((row) =>
    (['home', 'visitor'] as const).flatMap((side) => {
      const winnerTeamId = row[`${side}_conflict_winner`];
      const playedTeamId = row[`${side}_team_id`];
      const fromGameId = row[`${side}_from_game_id`];
      if (!winnerTeamId || !playedTeamId || !fromGameId) return [];
      return [
        {
          gameId: row.item_id,
          side,
          fromGameId,
          winnerTeamId,
          winnerTeamName: row[`${side}_conflict_winner_name`] ?? 'A removed team',
          playedTeamId,
          playedTeamName: row[`${side}_name`] ?? 'A removed team',
        },
      ];
    }),
  );
}

/** GET /api/league/{leagueId}/bracket: the league's playoff and championship games by round. */
export async function bracket(db: SqlClient, leagueId: string): Promise<BracketAnswer> {
  return bracketOf(leagueId, foundLeague(await leagueBracket(db, leagueId)));
}

function bracketOf(leagueId: string, { items, ...league }: LeagueInfo & { items: BracketItemRow[] }) {
  const rounds = bracketRounds(items.map(toBracketGame)).map((round) => ({
    name: round.name,
    games: round.games.map(({ homeFromGameId: _h, visitorFromGameId: _v, ...game }) => game),
  }));
  return { ...leagueFields(league), leagueId, rounds };
}

/** GET /api/admin/league/{leagueId}/bracket: the bracket and its flagged conflicts. */
export async function adminBracket(db: SqlClient, leagueId: string): Promise<AdminBracketAnswer> {
  const league = foundLeague(await leagueBracket(db, leagueId));
  return { ...bracketOf(leagueId, league), conflicts: conflictsOf(league.items) };
}
