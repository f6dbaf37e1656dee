import type { BracketSide, GameEvent } from '@league/contracts';
import type { GameState } from '../schedule/decider';

/** What a feeder game's current result says: its winner (null: not played yet, a tie, or removed). */
export interface FeederOutcome {
  gameId: string;
  winnerTeamId: string | null;
  /** the winner's seed in the feeder game (0: none) */
  winnerSeed: number;
}

/** The outcome of a feeder game as its stream left it. */
export function outcomeOf(gameId: string, feeder: GameState): FeederOutcome {
  if (feeder.status !== 'active' || feeder.result === null)
    return { gameId, winnerTeamId: null, winnerSeed: 0 };
  const { homeTotal, visitorTotal } = feeder.result;
  if (homeTotal === visitorTotal) return { gameId, winnerTeamId: null, winnerSeed: 0 };
  const side: BracketSide = homeTotal > visitorTotal ? 'home' : 'visitor';
  return {
    gameId,
    winnerTeamId: feeder.game[`${side}TeamId`],
    winnerSeed: feeder.game[`${side}TeamSeed`],
  };
}

/**
 * What the feeder's outcome does to the `side` of the game it feeds (`target`, as its stream left it):
 * - a winner and the target not played: the side gets the winner (nothing when it already has it);
 * - no winner (a tie) and the side filled by advance from this feeder: the side goes back to TBD;
 * - the target played by another team on that side: a conflict is flagged (once per winner), the played
 *   game stays as it is (not flagged again for a winner whose conflict the admin kept); a flagged conflict
 *   ends by itself once the winner is the team that played.
 * Pure, and the same answer whenever it is asked again on the same streams: it is re-run on every save
 * of the feeder's result, which repairs a fill that failed to be recorded after its result was.
 */
export function advance(feeder: FeederOutcome, target: GameState, side: BracketSide): GameEvent[] {
  if (target.status !== 'active') return [];
  const { game, result, bracket } = target;
  if ((game[`${side}FromGameId`] ?? null) !== feeder.gameId) return [];
  const gameId = game.gameId;
  const slotTeam = game[`${side}TeamId`];
  const winner = feeder.winnerTeamId;
  const flagged = bracket.conflicts[side];

  if (result !== null) {
    if (winner === null || slotTeam === null) return [];
    if (winner === slotTeam)
      return flagged
        ? [{ type: 'BracketConflictResolved', data: { gameId, side, resolution: 'winner played' } }]
        : [];
    if (flagged?.winnerTeamId === winner || bracket.kept[side] === winner) return [];
    return [
      {
        type: 'BracketConflictFlagged',
        data: { gameId, side, winnerTeamId: winner, playedTeamId: slotTeam, fromGameId: feeder.gameId },
      },
    ];
  }

  const fill = (teamId: string | null, seed: number): GameEvent[] => [
    {
      type: 'GameSlotFilled',
      data: { gameId, side, teamId, seed, source: 'advance', fromGameId: feeder.gameId },
    },
  ];
  if (winner === null) return bracket.advancedFrom[side] === feeder.gameId ? fill(null, 0) : [];
  if (winner === slotTeam) return [];
  // a team cannot play itself: a side set by hand to the winner already keeps the other side as it is
  const other = side === 'home' ? game.visitorTeamId : game.homeTeamId;
  if (other === winner) return [];
  return fill(winner, feeder.winnerSeed);
}
