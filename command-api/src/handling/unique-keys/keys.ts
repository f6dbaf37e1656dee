import { LeagueError } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { decideAndAppend, type CommandContext } from '../decide-append';
import { fold } from '../decider';
import { uniqueKeyDecider, type UniqueKeyState } from './decider';

/**
 * A unique key a record holds (an organization's name, a team's name in its league, a schedule slot):
 * its own stream (orgName-…, teamName-…, scheduleSlot-…), claimed by one owner at a time.
 */
export interface UniqueKey {
  stream: string;
  ownerId: string;
  /** the 409 of a claim refused because another owner holds the key */
  takenMessage: string;
  /**
   * Whether an owner's record still uses the key: a claim whose owner does not (a write that never
   * completed after its claim: a crash in between) is taken over once it is older than STALE_CLAIM_MS,
   * so it cannot block the key forever. Without it, a claim is never taken over.
   */
  holds?: (store: EventStore, ownerId: string) => Promise<boolean>;
  /** the refusal when another owner holds the key (null: freed since), instead of the 409 of takenMessage */
  refusal?: (store: EventStore, ownerId: string | null) => Promise<LeagueError>;
}

export const sameKey = (a: UniqueKey, b: UniqueKey) => a.stream === b.stream && a.ownerId === b.ownerId;

/** The owner of a key stream, or null when free. */
export async function keyOwner(store: EventStore, stream: string): Promise<string | null> {
  const state: UniqueKeyState = fold(uniqueKeyDecider, await store.readStream(stream));
  return state.status === 'claimed' ? state.ownerId : null;
}

/** A claim younger than this may belong to a write still under way: never taken over. */
export const STALE_CLAIM_MS = 60_000;

const keyIn = (stream: string) => stream.slice(stream.indexOf('-') + 1);

/**
 * Claims the key for its owner (refused when another owner holds it). Answers whether this call made the
 * claim (false: the owner already held it), so a command that fails after it can undo it.
 */
export async function claimKey(
  store: EventStore,
  claim: UniqueKey,
  context: CommandContext,
): Promise<boolean> {
  const { stream, ownerId, takenMessage } = claim;
  const key = keyIn(stream);
  const past = await store.readStream(stream);
  const state = fold(uniqueKeyDecider, past);
  const claimedAt = Date.parse(past.at(-1)?.metadata.recordedAt ?? '');
  const stale =
    state.status === 'claimed' &&
    state.ownerId !== ownerId &&
    claim.holds !== undefined &&
    context.now().getTime() - claimedAt > STALE_CLAIM_MS &&
    !(await claim.holds(store, state.ownerId));
  try {
    const { recorded } = await decideAndAppend(
      store,
      stream,
      uniqueKeyDecider,
      stale && state.status === 'claimed'
        ? { type: 'TakeOverKey', data: { key, from: state.ownerId, ownerId, takenMessage } }
        : { type: 'ClaimKey', data: { key, ownerId, takenMessage } },
      context,
    );
    return recorded;
  } catch (error) {
    if (!(claim.refusal && error instanceof LeagueError && error.status === 409)) throw error;
    throw await claim.refusal(store, await keyOwner(store, stream));
  }
}

/** Frees the key when its owner holds it (nothing otherwise). */
export async function releaseKey(store: EventStore, held: UniqueKey, context: CommandContext): Promise<void> {
  await decideAndAppend(
    store,
    held.stream,
    uniqueKeyDecider,
    { type: 'ReleaseKey', data: { key: keyIn(held.stream), ownerId: held.ownerId } },
    context,
  );
}
