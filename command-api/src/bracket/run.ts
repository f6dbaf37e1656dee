import { conflict, gameStream, type BracketSide, type GameEvent } from '@league/contracts';
import { type EventStore, WrongExpectedVersionError } from '@league/infra/eventstore';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { fold, toNewEvents, type CommandContext } from '../handling';
import type { LeagueLookups } from '../lookups';
import { loadGame } from '../lookups/streams';
import { gameDecider, type GameState } from '../schedule/decider';
import { advance, outcomeOf } from './advance';

/**
 * Appends what `decide` answers for the game's stream as read, at the version read. Another write in
 * between is retried once on the fresh stream (the decision is remade), then answered 409.
 */
export async function appendDecided(
  store: EventStore,
  context: CommandContext,
  gameId: string,
  decide: (state: GameState) => GameEvent[],
): Promise<{ position: string | null; recorded: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const past = await store.readStream(gameStream(gameId));
    const events = decide(fold(gameDecider, past));
    if (events.length === 0) return { position: past[past.length - 1]?.position ?? null, recorded: false };
    try {
      const appended = await store.append(gameStream(gameId), toNewEvents(events, context), past.length - 1);
      return { position: appended.position, recorded: true };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= 2) throw conflict(CONCURRENT_CHANGE_MESSAGE);
    }
  }
}

/** Brings the `side` of `targetId` in line with the current result of the game feeding it. */
export async function advanceInto(
  store: EventStore,
  context: CommandContext,
  targetId: string,
  side: BracketSide,
  feederId: string,
) {
  const outcome = outcomeOf(feederId, await loadGame(store, feederId));
  return appendDecided(store, context, targetId, (target) => advance(outcome, target, side));
}

/**
 * After a playoff game's result is saved (answers the position of the last fill or flag, null for none): every slot its winner feeds follows the new result. The result
 * and the fed game are two streams, so two appends that are not atomic: should this second one fail, the
 * result stays recorded and the bracket is repaired by saving the result again (the advance is re-run on
 * every save, and records nothing when the bracket already agrees).
 */
export async function advanceFrom(
  store: EventStore,
  lookups: Pick<LeagueLookups, 'gamesFedBy'>,
  context: CommandContext,
  feederId: string,
): Promise<string | null> {
  const feeder = await loadGame(store, feederId);
  if (feeder.status !== 'active' || !feeder.game.playoff) return null;
  let last: string | null = null;
  for (const { gameId, side } of await lookups.gamesFedBy(feederId)) {
    const advanced = await advanceInto(store, context, gameId, side, feederId);
    if (advanced.recorded) last = advanced.position;
  }
  return last;
}
