import type { EventStore } from '@league/infra/eventstore';
import type { CommandContext } from '../decide-append';
import type { Decider, DomainEvent } from '../decider';
import { claimKey, releaseKey, sameKey, type UniqueKey } from './keys';

/** The unique keys a record holds in a state: declared once beside its aggregate. */
export type KeysOf<State> = (state: State) => readonly UniqueKey[];

const without = (keys: readonly UniqueKey[], others: readonly UniqueKey[]) =>
  keys.filter((key) => !others.some((other) => sameKey(key, other)));

/**
 * The keys step of a command (docs/architecture.md, "A command"). Before the decided events are
 * appended, the keys the record will hold and did not hold are claimed (unless `claim` is false: a
 * booking saved anyway beside a clash). Once the command is recorded, the keys the record no longer
 * holds are released. A command that records nothing or fails releases the claims it made: the keys are
 * left as they were.
 */
export function holdingKeys<State, Event extends DomainEvent>(
  store: EventStore,
  context: CommandContext,
  decider: Pick<Decider<State, never, Event>, 'evolve'>,
  keysOf: KeysOf<State>,
  claim: boolean,
) {
  const claimed: UniqueKey[] = [];
  let decided: { before: readonly UniqueKey[]; after: readonly UniqueKey[] } = { before: [], after: [] };
  const release = async (keys: readonly UniqueKey[]) => {
    for (const key of keys) await releaseKey(store, key, context);
  };
  return {
    async beforeAppend(state: State, events: readonly Event[]) {
      const before = keysOf(state);
      const after = keysOf(events.reduce((next, event) => decider.evolve(next, event), state));
      decided = { before, after };
      if (!claim) return;
      for (const key of without(without(after, before), claimed)) {
        if (await claimKey(store, key, context)) claimed.push(key);
      }
    },
    /** after the command, which recorded its events or not */
    async settle(recorded: boolean) {
      if (!recorded) return release(claimed);
      await release(without(claimed, decided.after));
      await release(without(decided.before, decided.after));
    },
    /** after a command that failed */
    undo: () => release(claimed),
  };
}
