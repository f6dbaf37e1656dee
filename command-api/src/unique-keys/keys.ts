import { type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold, handleCommand, type CommandContext } from '../handling';
import { uniqueKeyDecider, type UniqueKeyState } from './decider';

/** The owner of a key stream (orgName-…, teamRegistration-…, tournamentName-…), or null when free. */
export async function keyOwner(store: EventStore, stream: string): Promise<string | null> {
  const state: UniqueKeyState = fold(uniqueKeyDecider, await store.readStream(stream));
  return state.status === 'claimed' ? state.ownerId : null;
}

/**
 * A key to hold. `holds(ownerId)` tells whether an owner's record still uses the key: a claim whose
 * owner does not (a write that never completed after its claim: a crash in between) is taken over once
 * it is older than STALE_CLAIM_MS, so it cannot block the key forever.
 */
export interface KeyClaim {
  stream: string;
  ownerId: string;
  takenMessage: string;
  holds?: (ownerId: string) => Promise<boolean>;
}

/** A claim younger than this may belong to a write still under way: never taken over. */
export const STALE_CLAIM_MS = 60_000;

/**
 * Claims the key for its owner (a 409 with `takenMessage` when another owner holds it). Answers whether
 * this call made the claim (false: the owner already held it), so a failed write after it can undo it.
 */
export async function claimKey(
  store: EventStore,
  claim: KeyClaim,
  context: CommandContext,
): Promise<boolean> {
  const { stream, ownerId, takenMessage } = claim;
  const key = stream.slice(stream.indexOf('-') + 1);
  const past = await store.readStream(stream);
  const state = fold(uniqueKeyDecider, past);
  const claimedAt = Date.parse(past.at(-1)?.metadata.recordedAt ?? '');
  const stale =
    state.status === 'claimed' &&
    state.ownerId !== ownerId &&
    claim.holds !== undefined &&
    context.now().getTime() - claimedAt > STALE_CLAIM_MS &&
    !(await claim.holds(state.ownerId));
  const { recorded } = await handleCommand(
    store,
    stream,
    uniqueKeyDecider,
    stale && state.status === 'claimed'
      ? { type: 'TakeOverKey', data: { key, from: state.ownerId, ownerId, takenMessage } }
      : { type: 'ClaimKey', data: { key, ownerId, takenMessage } },
    context,
  );
  return recorded;
}

/** Frees `stream` when `ownerId` holds it; answers the position of the release, if one was recorded. */
export async function releaseKey(
  store: EventStore,
  stream: string,
  ownerId: string,
  context: CommandContext,
): Promise<Position | null> {
  const key = stream.slice(stream.indexOf('-') + 1);
  const result = await handleCommand(
    store,
    stream,
    uniqueKeyDecider,
    { type: 'ReleaseKey', data: { key, ownerId } },
    context,
  );
  return result.recorded ? result.position : null;
}

/**
 * Runs `write` holding the key `stream` for `ownerId`: claims it first; if `write` fails, a claim made
 * here is released again, so a refused write leaves the key as it was.
 */
export async function withClaim<T>(
  store: EventStore,
  claim: KeyClaim,
  context: CommandContext,
  write: () => Promise<T>,
): Promise<T> {
  const claimed = await claimKey(store, claim, context);
  try {
    return await write();
  } catch (error) {
    if (claimed) await releaseKey(store, claim.stream, claim.ownerId, context);
    throw error;
  }
}
