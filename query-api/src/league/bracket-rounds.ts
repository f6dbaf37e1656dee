/** What placing a game in a round needs: its id, its feeders, whether it is the championship, its order. */
export interface RoundGame {
  gameId: string;
  homeFromGameId: string | null;
  visitorFromGameId: string | null;
  championship: boolean;
}

/** A round's name by its distance from the last round: Final, Semifinals, Quarterfinals, else "Round N". */
export function roundName(round: number, lastRound: number): string {
  const fromLast = lastRound - round;
  if (fromLast === 0) return 'Final';
  if (fromLast === 1) return 'Semifinals';
  if (fromLast === 2) return 'Quarterfinals';
  return `Round ${round}`;
}

/**
 * The games by round, first round first: a game's round is 1 + the highest round of its feeders (1 with
 * none; a feeder that is not among the games does not count), the championship games in the last round.
 * Games keep their given order (chronological) in the last round; an earlier round lists the games in the
 * order of the slots they feed (home before visitor), then the games that feed nothing.
 */
export function bracketRounds<Game extends RoundGame>(
  games: readonly Game[],
): { name: string; games: Game[] }[] {
  if (games.length === 0) return [];
  const byId = new Map(games.map((game) => [game.gameId, game]));
  const rounds = new Map<string, number>();
  const roundOf = (game: Game, path: Set<string> = new Set()): number => {
    const known = rounds.get(game.gameId);
    if (known !== undefined) return known;
    path.add(game.gameId);
    let round = 1;
    for (const feederId of [game.homeFromGameId, game.visitorFromGameId]) {
      const feeder = feederId ? byId.get(feederId) : undefined;
      // a cycle cannot be recorded; should one be there, it is cut where it closes
      if (feeder && !path.has(feeder.gameId)) round = Math.max(round, roundOf(feeder, path) + 1);
    }
    path.delete(game.gameId);
    rounds.set(game.gameId, round);
    return round;
  };
  for (const game of games) roundOf(game);
  const lastRound = Math.max(...games.map((game) => (game.championship ? 0 : rounds.get(game.gameId)!)), 0);
  const last = games.some((game) => game.championship)
    ? Math.max(lastRound + 1, ...games.filter((g) => g.championship).map((g) => rounds.get(g.gameId)!))
    : lastRound;
  const roundFor = (game: Game) => (game.championship ? last : rounds.get(game.gameId)!);

  const columns: Game[][] = Array.from({ length: last }, () => []);
  for (const game of games) columns[roundFor(game) - 1]!.push(game);
  // earlier rounds follow the order of the slots they feed, so the lines of the picture do not cross
  for (let index = last - 2; index >= 0; index--) {
    const next = columns[index + 1]!;
    const slot = (game: Game) => {
      const at = next.findIndex(
        (n) => n.homeFromGameId === game.gameId || n.visitorFromGameId === game.gameId,
      );
      if (at < 0) return Number.MAX_SAFE_INTEGER;
      return at * 2 + (next[at]!.homeFromGameId === game.gameId ? 0 : 1);
    };
    const order = new Map(columns[index]!.map((game, i) => [game.gameId, i]));
    columns[index]!.sort((a, b) => slot(a) - slot(b) || order.get(a.gameId)! - order.get(b.gameId)!);
  }
  return columns
    .map((column, index) => ({ name: roundName(index + 1, last), games: column }))
    .filter((round) => round.games.length > 0);
}
