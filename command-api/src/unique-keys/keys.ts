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
 * Claims `stream` for `ownerId` (a 409 with `takenMessage` when another owner holds it). Answers whether
 * this call made the claim (false: the owner already held it), so a failed write after it can undo it.
 */
export async function claimKey(
  store: EventStore,
  stream: string,
  ownerId: string,
  takenMessage: string,
  context: CommandContext,
): Promise<boolean> {
  const key = stream.slice(stream.indexOf('-') + 1);
  const { recorded } = await handleCommand(
    store,
    stream,
    uniqueKeyDecider,
    { type: 'ClaimKey', data: { key, ownerId, takenMessage } },
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
  claim: { stream: string; ownerId: string; takenMessage: string },
  context: CommandContext,
  write: () => Promise<T>,
): Promise<T> {
  const claimed = await claimKey(store, claim.stream, claim.ownerId, claim.takenMessage, context);
  try {
    return await write();
  } catch (error) {
    if (claimed) await releaseKey(store, claim.stream, claim.ownerId, context);
    throw error;
  }
}

export const orgNameStream = (normalisedName: string) => `orgName-${encodeURIComponent(normalisedName)}`;
export const tournamentNameStream = (normalisedName: string) =>
  `tournamentName-${encodeURIComponent(normalisedName)}`;
export const teamRegistrationStream = (coachId: string, year: number, teamKey: string) =>
  `teamRegistration-${coachId}:${year}:${encodeURIComponent(teamKey)}`;
