import type { BracketSide } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { handleCommand, type CommandContext, type HandleResult } from '../handling';
import type { LeagueLookups } from '../lookups';
import { loadGame } from '../lookups/streams';
import { outcomeOf } from './advance';
import { bracketAggregate } from './decider';

/** Brings the `side` of `targetId` in line with the current result of the game feeding it. */
export async function advanceInto(
  store: EventStore,
  context: CommandContext,
  targetId: string,
  side: BracketSide,
  feederId: string,
): Promise<HandleResult> {
  const outcome = outcomeOf(feederId, await loadGame(store, feederId));
  const target = bracketAggregate.of(targetId);
  return handleCommand(
    store,
    target.streamId,
    target.decider,
    { type: 'AdvanceWinner', data: { outcome, side } },
    context,
  );
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
