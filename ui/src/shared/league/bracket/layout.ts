import type { BracketGame, BracketRound, BracketSideAnswer } from '@league/contracts';

export const BOX_WIDTH = 210;
export const BOX_HEIGHT = 66;
export const COLUMN_GAP = 46;
export const ROW_GAP = 18;
const HEADER = 22;
/** the height of a side's row in a box, below the box's date line */
export const ROW_HEIGHT = (BOX_HEIGHT - HEADER) / 2;
/** the tops of a box's two rows */
const ROWS = [HEADER, HEADER + ROW_HEIGHT] as const;

export type BracketSide = 'home' | 'visitor';

/** A bracket game with its place in the picture's words: "Quarterfinal 2", "Final" */
export interface NamedBracketGame extends BracketGame {
  place: string;
}

export interface PlacedGame {
  game: NamedBracketGame;
  x: number;
  y: number;
  /** the sides top to bottom: the schedule's "visitor @ home", unless the home side's feeder is drawn higher */
  sides: readonly [BracketSide, BracketSide];
  /** the top of each side's row in the box */
  rowTop: Record<BracketSide, number>;
}

export interface FeedLine {
  key: string;
  /** the fed game and side */
  to: { gameId: string; side: BracketSide };
  /** an SVG path: from the feeder's right edge to the middle of the fed side's row */
  d: string;
}

/**
 * A game's name by its round and its place in the round, top to bottom as drawn: "Semifinal 1",
 * "Quarterfinal 2", "Final" (a round of one game), "Round 1, game 3".
 */
export function placeName(roundName: string, index: number, count: number): string {
  if (/^Round \d+$/.test(roundName)) return count > 1 ? `${roundName}, game ${index + 1}` : roundName;
  const single = roundName.endsWith('s') ? roundName.slice(0, -1) : roundName;
  return count > 1 ? `${single} ${index + 1}` : single;
}

/** Every game of the bracket by id, each with its place name. */
export const gamesById = (rounds: readonly BracketRound[]): Map<string, NamedBracketGame> =>
  new Map(
    rounds.flatMap((round) =>
      round.games.map(
        (game, index) =>
          [game.gameId, { ...game, place: placeName(round.name, index, round.games.length) }] as const,
      ),
    ),
  );

/**
 * Where each game's box goes: one column per round; the first round stacked, a later game level with the
 * middle of the games feeding it (never over the box above it). A box whose two sides are both fed draws
 * first the side fed by the higher game, so the lines joining each feeder to the side it feeds never cross.
 */
export function layoutBracket(rounds: readonly BracketRound[]) {
  const named = gamesById(rounds);
  const placed = new Map<string, PlacedGame>();
  const feederOf = (game: BracketGame, side: BracketSide) => {
    const feederId = game[side].fromGameId;
    return feederId ? placed.get(feederId) : undefined;
  };
  rounds.forEach((round, column) => {
    let nextFree = 0;
    for (const game of round.games) {
      const home = feederOf(game, 'home');
      const visitor = feederOf(game, 'visitor');
      const feeders = [visitor, home].filter((feeder): feeder is PlacedGame => feeder !== undefined);
      const wanted =
        feeders.length > 0 ? feeders.reduce((sum, feeder) => sum + feeder.y, 0) / feeders.length : nextFree;
      const y = Math.max(wanted, nextFree);
      const sides: PlacedGame['sides'] =
        home && visitor && home.y < visitor.y ? ['home', 'visitor'] : ['visitor', 'home'];
      const rowTop = { [sides[0]]: ROWS[0], [sides[1]]: ROWS[1] } as Record<BracketSide, number>;
      placed.set(game.gameId, {
        game: named.get(game.gameId)!,
        x: column * (BOX_WIDTH + COLUMN_GAP),
        y,
        sides,
        rowTop,
      });
      nextFree = y + BOX_HEIGHT + ROW_GAP;
    }
  });
  const lines: FeedLine[] = [];
  for (const target of placed.values()) {
    for (const side of target.sides) {
      const feeder = feederOf(target.game, side);
      if (!feeder) continue;
      const x1 = feeder.x + BOX_WIDTH;
      const y1 = feeder.y + BOX_HEIGHT / 2;
      const x2 = target.x;
      const y2 = target.y + target.rowTop[side] + ROW_HEIGHT / 2;
      const middle = x1 + (x2 - x1) / 2;
      lines.push({
        key: `${feeder.game.gameId}-${target.game.gameId}`,
        to: { gameId: target.game.gameId, side },
        d: `M${x1} ${y1}H${middle}V${y2}H${x2}`,
      });
    }
  }
  const games = [...placed.values()];
  const width = rounds.length * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
  const height = Math.max(0, ...games.map((g) => g.y + BOX_HEIGHT));
  return { games, lines, width: Math.max(width, 0), height };
}

/**
 * Who a side is: "(1) Albany Aces"; while TBD "(3) TBD" (seeded) or "TBD", and a side fed by a game
 * "Winner of Bears / Aces" once that game's teams are known (visitor / home), else "Winner of Semifinal 1".
 */
export function sideLabel(side: BracketSideAnswer, games: ReadonlyMap<string, NamedBracketGame>): string {
  const seeded = (name: string) => (side.seed > 0 ? `(${side.seed}) ${name}` : name);
  if (side.teamName !== null) return seeded(side.teamName);
  const feeder = side.fromGameId ? games.get(side.fromGameId) : undefined;
  if (!feeder) return seeded('TBD');
  const { visitor, home } = feeder;
  return visitor.teamName !== null && home.teamName !== null
    ? `Winner of ${visitor.teamName} / ${home.teamName}`
    : `Winner of ${feeder.place}`;
}
