import {
  ADDRESS_FIELDS,
  coachStream,
  emailClaimStream,
  erasedAddressStream,
  isEmailAddress,
  legacyEmailClaimStream,
  normaliseEmail,
  personId,
  registrantStream,
  START,
  type PersonalDataErased,
  type Position,
  type RecordedEvent,
} from '@league/contracts';
import { emailClaimDecider } from '../accounts/decider';
import { fold, handleCommand, type CommandContext, type Decider } from '../handling';
import { personalDataOf, sessionsOf, type CommandApiDeps } from '../deps';

type ErasureCommand = { type: 'ErasePersonalData'; data: PersonalDataErased['data'] };

/**
 * A person's stream (coach-…, registrant-… or erasedAddress-…) as far as erasure goes: recorded once,
 * then nothing.
 */
export const erasureDecider: Decider<{ erased: boolean }, ErasureCommand, PersonalDataErased> = {
  initialState: () => ({ erased: false }),
  evolve: (state, event) => (event.type === 'PersonalDataErased' ? { erased: true } : state),
  decide: (command, state) => (state.erased ? [] : [{ type: 'PersonalDataErased', data: command.data }]),
};

export type ErasedKind = 'coach' | 'registrant';

export interface ErasureOutcome {
  personId: string;
  position: Position;
  /** whether this call recorded the erasure (false: the person was erased before) */
  recorded: boolean;
}

/**
 * Erasing personal data (docs/personal-data.md): records PersonalDataErased on the person's stream (who
 * erased and when, no personal data), then deletes the keys of the person's e-mail addresses (which seal
 * the mail to and from them) and the person's own key, so every sealed value of that person (log, read
 * models after any rebuild, the bus, mail events) can no longer be opened. A coach's account is closed
 * by the same event: its e-mail claims are released (the address may sign up again as a new coach) and
 * its sessions end. Asked again, it records nothing and does the rest again (a crash in between is
 * repaired that way). `complete` then waits for the read models and rewrites the files that held the
 * old bytes (CommandApiDeps.erasure).
 */
export function personalDataErasure(deps: CommandApiDeps) {
  const personalData = personalDataOf(deps);

  /** The clear addresses a person's events hold (read while the person's key still exists). */
  const addressesOf = (past: readonly RecordedEvent[]) =>
    new Set(
      past.flatMap((event) =>
        (ADDRESS_FIELDS[event.type] ?? [])
          .map((field) => (event.data as Record<string, unknown>)[field])
          .filter((value): value is string => typeof value === 'string' && isEmailAddress(value.trim()))
          .map(normaliseEmail),
      ),
    );

  /** The claim streams an address of a coach may be held by: today's (keyed hash) and an older one. */
  const claimStreams = async (address: string) => [
    emailClaimStream('coach', await personalData.emailStreamKey(address)),
    legacyEmailClaimStream('coach', address),
  ];

  async function releaseClaims(coachId: string, addresses: Iterable<string>, by: CommandContext) {
    for (const address of addresses) {
      for (const stream of await claimStreams(address)) {
        const past = await deps.store.readStream(stream);
        if (past.length === 0) continue;
        const command = { type: 'ReleaseCoachEmail', data: { coachId } } as const;
        await handleCommand(deps.store, stream, emailClaimDecider, command, by, { past });
      }
    }
  }

  /** A coach's or a registrant's erasure; null when the log does not know the person. */
  async function erase(
    kind: ErasedKind,
    subjectId: string,
    by: CommandContext,
  ): Promise<ErasureOutcome | null> {
    const stream = kind === 'coach' ? coachStream(subjectId) : registrantStream(subjectId);
    const past = await deps.store.readStream(stream);
    if (past.length === 0) return null;
    const tournamentId = past
      .map((event) => (event.data as { tournamentId?: unknown }).tournamentId)
      .find((id): id is string => typeof id === 'string');
    const addresses = addressesOf(past);
    const addressIds = [
      ...new Set(await Promise.all([...addresses].map((address) => personalData.addressPersonId(address)))),
    ];
    const id = personId(kind, subjectId);
    const { position, recorded } = await handleCommand(
      deps.store,
      stream,
      erasureDecider,
      {
        type: 'ErasePersonalData',
        data: {
          personId: id,
          kind,
          subjectId,
          ...(tournamentId ? { tournamentId } : {}),
          ...(addressIds.length > 0 ? { addressIds } : {}),
          erasedBy: { role: by.actor.role, id: by.actor.id },
          erasedAt: by.now().toISOString(),
        },
      },
      by,
      { past },
    );
    if (kind === 'coach') {
      // the account is closed by the event: its sessions are deleted (which browser, when), and this
      // process checks its tokens afresh at once
      await sessionsOf(deps).remove({ kind: 'coach', id: subjectId });
      deps.tokens.recheck({ role: 'coach', id: subjectId });
      await releaseClaims(subjectId, addresses, by);
    }
    // their address keys first: the person's own key, deleted last, still opens the addresses should
    // this stop in between and be asked again
    for (const addressId of addressIds) await personalData.erase(addressId);
    await personalData.erase(id);
    return { personId: id, position, recorded };
  }

  /**
   * An address known only from mail (a contact sender, an e-mail's recipient): its erasure recorded on
   * erasedAddress-<keyed hash>, and its key deleted. Null when no key of it exists (nothing was ever
   * sealed for it, or it was erased already).
   */
  async function eraseAddress(address: string, by: CommandContext): Promise<ErasureOutcome | null> {
    const key = await personalData.emailStreamKey(address);
    const addressId = personId('address', key);
    if ((await personalData.keys.existing([addressId])).size === 0) return null;
    const { position, recorded } = await handleCommand(
      deps.store,
      erasedAddressStream(key),
      erasureDecider,
      {
        type: 'ErasePersonalData',
        data: {
          personId: addressId,
          kind: 'address',
          subjectId: key,
          addressIds: [addressId],
          erasedBy: { role: by.actor.role, id: by.actor.id },
          erasedAt: by.now().toISOString(),
        },
      },
      by,
    );
    await personalData.erase(addressId);
    return { personId: addressId, position, recorded };
  }

  /** The coach account that holds this address, if any (today's claim stream, else an older one). */
  async function coachOf(address: string): Promise<string | null> {
    for (const stream of await claimStreams(address)) {
      const claim = fold(emailClaimDecider, await deps.store.readStream(stream));
      if (claim.status === 'claimed') return claim.accountId;
    }
    return null;
  }

  /** Waits for the read models to take the erasure in, then rewrites the files (no-op without it). */
  const complete = async (position: Position) => {
    if (position !== START) await deps.erasure?.complete(position);
  };

  return { erase, eraseAddress, coachOf, complete };
}
