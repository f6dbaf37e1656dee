import type { EventStore } from '@league/infra/eventstore';
import { decideAndAppend, type CommandContext, type HandleOptions, type HandleResult } from './decide-append';
import type { Decider, DomainEvent } from './decider';
import { holdingKeys, type KeysOf } from './unique-keys/holding';

export interface CommandOptions<State> extends HandleOptions {
  /** the unique keys the record holds in a state (its aggregate's `keys`) */
  keys?: KeysOf<State>;
  /** false: the record's new keys are not claimed (a booking saved anyway beside a clash); left ones are still released */
  claimKeys?: boolean;
}

/**
 * The one way a command is handled (docs/architecture.md, "A command"): claim the unique keys the
 * record will hold → decide on the stream as read → append at the version read (a concurrent append
 * retried on the fresh stream) → release the keys it left; when it records nothing or fails, the claims
 * it made are released again.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  { keys, claimKeys = true, ...given }: CommandOptions<State> = {},
): Promise<HandleResult> {
  if (!keys) return decideAndAppend(store, streamId, decider, command, context, given);
  // a create whose id is recorded already is a repeat (or a 409): answered from its stream, claiming nothing
  const options = given.create && !given.past ? { ...given, past: await store.readStream(streamId) } : given;
  if (options.create && options.past && options.past.length > 0)
    return decideAndAppend(store, streamId, decider, command, context, options);
  const held = holdingKeys(store, context, decider, keys, claimKeys);
  let result: HandleResult;
  try {
    result = await decideAndAppend(store, streamId, decider, command, context, options, held);
  } catch (error) {
    await held.undo();
    throw error;
  }
  await held.settle(result.recorded);
  return result;
}
