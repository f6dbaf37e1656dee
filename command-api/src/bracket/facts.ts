import type { EventStore } from '@league/infra/eventstore';
import type { GameFields } from '@league/contracts';
import type { LeagueLookups } from '../lookups';
import { loadGame } from '../lookups/streams';
import type { FeederFacts } from '../schedule/decider';

/** Longest chain of feeds followed upstream: far more rounds than any bracket has. */
const MAX_UPSTREAM = 256;

/**
 * What the feed rules need about each game the item names as a feeder (read from the streams, the feeds
 * from the lookups): its league and kind, the slots it already feeds, and the games upstream of it.
 */
export async function feederFacts(
  store: EventStore,
  lookups: Pick<LeagueLookups, 'gamesFedBy'>,
  game: Pick<GameFields, 'homeFromGameId' | 'visitorFromGameId'>,
): Promise<Record<string, FeederFacts | null>> {
  const facts: Record<string, FeederFacts | null> = {};
  for (const feederId of [game.homeFromGameId, game.visitorFromGameId]) {
    if (!feederId || feederId in facts) continue;
    const state = await loadGame(store, feederId);
    if (state.status === 'none') {
      facts[feederId] = null;
      continue;
    }
    const removed = state.status === 'removed';
    const fields = state.status === 'active' ? state.game : null;
    facts[feederId] = {
      leagueId: fields?.leagueId ?? '',
      playoff: fields?.playoff ?? false,
      championship: fields?.championship ?? false,
      removed,
      feeds: await lookups.gamesFedBy(feederId),
      upstream: fields ? await upstreamOf(store, feederId, fields) : [feederId],
    };
  }
  return facts;
}

/** The game and every game feeding it, directly or not (each once). */
async function upstreamOf(store: EventStore, gameId: string, game: GameFields): Promise<string[]> {
  const seen = new Set([gameId]);
  const queue = [game.homeFromGameId, game.visitorFromGameId];
  while (queue.length > 0 && seen.size < MAX_UPSTREAM) {
    const next = queue.shift();
    if (!next || seen.has(next)) continue;
    seen.add(next);
    const state = await loadGame(store, next);
    if (state.status === 'active') queue.push(state.game.homeFromGameId, state.game.visitorFromGameId);
  }
  return [...seen];
}
