import type { BracketGame, BracketRound, BracketSideAnswer } from '@league/contracts';

export const BOX_WIDTH = 210;
export const BOX_HEIGHT = 66;
export const COLUMN_GAP = 46;
export const ROW_GAP = 18;
const HEADER = 22;
/** the top of each side's row in a box: visitor first, then home (the schedule's "Visitor @ Home") */
export const ROW_TOP = { visitor: HEADER, home: HEADER + (BOX_HEIGHT - HEADER) / 2 } as const;
const ROW_MIDDLE = (BOX_HEIGHT - HEADER) / 4;

export interface PlacedGame {
  game: BracketGame;
  x: number;
  y: number;
}

export interface FeedLine {
  key: string;
  /** an SVG path: from the feeder's right edge to the fed side's row */
  d: string;
}

/**
 * Where each game's box goes: one column per round; the first round stacked, a later game level with the
 * middle of the games feeding it (never over the box above it). Lines join each feeder to the side it feeds.
 */
export function layoutBracket(rounds: readonly BracketRound[]) {
  const placed = new Map<string, PlacedGame>();
  rounds.forEach((round, column) => {
    let nextFree = 0;
    for (const game of round.games) {
      const feeders = [game.visitor.fromGameId, game.home.fromGameId]
        .map((feederId) => (feederId ? placed.get(feederId) : undefined))
        .filter((feeder): feeder is PlacedGame => feeder !== undefined);
      const wanted =
        feeders.length > 0 ? feeders.reduce((sum, feeder) => sum + feeder.y, 0) / feeders.length : nextFree;
      const y = Math.max(wanted, nextFree);
      placed.set(game.gameId, { game, x: column * (BOX_WIDTH + COLUMN_GAP), y });
      nextFree = y + BOX_HEIGHT + ROW_GAP;
    }
  });
  const lines: FeedLine[] = [];
  for (const target of placed.values()) {
    for (const side of ['visitor', 'home'] as const) {
      const feederId = target.game[side].fromGameId;
      const feeder = feederId ? placed.get(feederId) : undefined;
      if (!feeder) continue;
      const x1 = feeder.x + BOX_WIDTH;
      const y1 = feeder.y + BOX_HEIGHT / 2;
      const x2 = target.x;
      const y2 = target.y + ROW_TOP[side] + ROW_MIDDLE;
      const middle = x1 + (x2 - x1) / 2;
      lines.push({
        key: `${feeder.game.gameId}-${target.game.gameId}`,
        d: `M${x1} ${y1}H${middle}V${y2}H${x2}`,
      });
    }
  }
  const games = [...placed.values()];
  const width = rounds.length * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
  const height = Math.max(0, ...games.map((g) => g.y + BOX_HEIGHT));
  return { games, lines, width: Math.max(width, 0), height };
}

/** Who a side is: "(1) Albany Aces", or while TBD "Winner of Bears @ Aces" (or "TBD"). */
export function sideLabel(side: BracketSideAnswer, gamesById: ReadonlyMap<string, BracketGame>): string {
  if (side.teamName !== null) return side.seed > 0 ? `(${side.seed}) ${side.teamName}` : side.teamName;
  const feeder = side.fromGameId ? gamesById.get(side.fromGameId) : undefined;
  if (!feeder) return 'TBD';
  return `Winner of ${feeder.visitor.teamName ?? 'TBD'} @ ${feeder.home.teamName ?? 'TBD'}`;
}

export const gamesById = (rounds: readonly BracketRound[]) =>
  new Map(rounds.flatMap((round) => round.games.map((game) => [game.gameId, game] as const)));
