import { createHmac } from 'node:crypto';
import {
  ERASED_TEXT,
  isSealed,
  normaliseEmail,
  personId,
  sealedPersonId,
  PERSONAL_FIELDS,
} from '@league/contracts';
import type { SqlClient } from '../sql';
import { openText, sealText } from './cipher';
import { memoryPersonKeys, sqlPersonKeys, type PersonKeys } from './keys';

/** An event's type and data: what sealing and opening look at (any envelope around them is kept). */
export interface EventLike {
  type: string;
  data: unknown;
}

const EMAIL_STREAM_SECRET = 'email-stream-ids';

/** The personal fields of events sealed on the way into the log and opened on the way out. */
export interface PersonalDataVault {
  readonly keys: PersonKeys;
  /**
   * The event with its personal fields sealed with its person's key (created when missing): a mail
   * event's with the key of each e-mail address (see PERSONAL_FIELDS).
   */
  seal<E extends EventLike>(event: E): Promise<E>;
  /** The events with their sealed fields opened; a field whose key was erased reads ERASED_TEXT. */
  open<E extends EventLike>(events: readonly E[]): Promise<E[]>;
  /** The id part of a stream named by an e-mail (coachEmail-…): HMAC-SHA-256 of the normalised address. */
  emailStreamKey(email: string): Promise<string>;
  /** The person id of an e-mail address's own key (mail events): `address-<emailStreamKey>`. */
  addressPersonId(email: string): Promise<string>;
  /** Deletes the person's key: true when it had one. */
  erase(personId: string): Promise<boolean>;
}

/** The sealed values' person ids of these events' personal fields. */
function sealedOwners(events: readonly EventLike[]): string[] {
  const owners = new Set<string>();
  for (const event of events) {
    const personal = PERSONAL_FIELDS[event.type];
    if (!personal) continue;
    const data = event.data as Record<string, unknown>;
    for (const field of personal.fields) {
      for (const value of Array.isArray(data[field]) ? (data[field] as unknown[]) : [data[field]]) {
        const owner = sealedPersonId(value);
        if (owner) owners.add(owner);
      }
    }
  }
  return [...owners];
}

/**
 * The events with their sealed personal fields opened with the keys found in `keys`. A value sealed for a
 * person without a key (erased) or that does not open reads ERASED_TEXT; clear values (events recorded
 * before sealing) are kept as they are.
 */
export async function openEvents<E extends EventLike>(keys: PersonKeys, events: readonly E[]): Promise<E[]> {
  const owners = sealedOwners(events);
  if (owners.length === 0) return [...events];
  const found = await keys.existing(owners);
  return events.map((event) => {
    const personal = PERSONAL_FIELDS[event.type];
    if (!personal) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    const opened = (value: unknown) => {
      if (!isSealed(value)) return value;
      const key = found.get(sealedPersonId(value) ?? '');
      try {
        return key ? openText(key, value) : ERASED_TEXT;
      } catch {
        return ERASED_TEXT;
      }
    };
    for (const field of personal.fields) {
      const value = data[field];
      // a list (an e-mail's recipients) is opened address by address
      data[field] = Array.isArray(value) ? value.map(opened) : opened(value);
    }
    return { ...event, data };
  });
}

const isClear = (value: unknown): value is string => typeof value === 'string' && !isSealed(value);

export function createPersonalDataVault(keys: PersonKeys): PersonalDataVault {
  async function emailStreamKey(email: string) {
    const secret = await keys.secret(EMAIL_STREAM_SECRET);
    return createHmac('sha256', secret).update(normaliseEmail(email), 'utf8').digest('hex');
  }
  const addressPersonId = async (email: string) => personId('address', await emailStreamKey(email));

  /** Each clear address of a list sealed with its own key (looked up at once, created when missing). */
  async function sealAddresses(values: readonly unknown[]): Promise<unknown[]> {
    const owners = await Promise.all(values.map((value) => (isClear(value) ? addressPersonId(value) : null)));
    const found = await keys.keysFor(owners.filter((owner) => owner !== null));
    return values.map((value, i) =>
      isClear(value) ? sealText(found.get(owners[i]!)!, owners[i]!, value) : value,
    );
  }

  /** A mail event's fields sealed with the keys of the addresses they hold or belong to. */
  async function sealAddressFields(
    type: string,
    data: Record<string, unknown>,
    addressField: string,
    fields: readonly string[],
  ) {
    const address = data[addressField];
    for (const field of fields) {
      const value = data[field];
      if (Array.isArray(value)) {
        // a list of addresses (recipients): each with its own key
        if (field === addressField) data[field] = await sealAddresses(value);
        continue;
      }
      if (!isClear(value)) continue;
      const owner = isSealed(address)
        ? sealedPersonId(address)
        : isClear(address) && address.trim() !== ''
          ? await addressPersonId(address)
          : null;
      if (!owner) throw new Error(`${type} has no ${addressField}`);
      data[field] = sealText(await keys.keyFor(owner), owner, value);
    }
  }

  return {
    keys,
    async seal(event) {
      const personal = PERSONAL_FIELDS[event.type];
      if (!personal) return event;
      const data = { ...(event.data as Record<string, unknown>) };
      if (personal.kind === 'address') {
        await sealAddressFields(event.type, data, personal.addressField, personal.fields);
        return { ...event, data };
      }
      const id = data[personal.idField];
      if (typeof id !== 'string' || id === '') throw new Error(`${event.type} has no ${personal.idField}`);
      const owner = personId(personal.kind, id);
      const fields = personal.fields.filter(
        (field) => typeof data[field] === 'string' && !isSealed(data[field]),
      );
      if (fields.length === 0) return event;
      const key = await keys.keyFor(owner);
      for (const field of fields) data[field] = sealText(key, owner, data[field] as string);
      return { ...event, data };
    },
    open: (events) => openEvents(keys, events),
    emailStreamKey,
    addressPersonId,
    erase: (id) => keys.erase(id),
  };
}

/** The vault over keys.person_keys of `db` (the read-model database). */
export const sqlPersonalData = (db: SqlClient) => createPersonalDataVault(sqlPersonKeys(db));
/** The vault over keys in this process's memory: tests on an in-memory event store. */
export const memoryPersonalData = () => createPersonalDataVault(memoryPersonKeys());
