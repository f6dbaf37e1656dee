import { z } from 'zod';

/**
 * Personal data inside events (ARCHITECTURE "Personal data"). Each listed field of these events is
 * recorded as a sealed value (AES-256-GCM, a key per person kept outside the log, see
 * @league/infra/personal-data); events recorded before sealing carry the clear text and are still read.
 * Erasing a person deletes the key: every sealed value of that person becomes unreadable, and readers
 * show ERASED_TEXT (texts) or no value (e-mail recipient lists) instead.
 *
 * Which fields are personal: every e-mail address (coaches, admins, registrants), and the whole of a
 * tournament registrant's record except its ids (names, phone, address, city, e-mails, birth date,
 * parent's name: a private person's contact data, often a minor's). Not sealed: team rosters (player
 * names, birth years, head and assistant coach names of a registered team), which the league publishes on
 * its team pages; organization names and addresses (not persons); code-of-conduct signatures (a public
 * commitment by name).
 */

/** A person's id in the key table: `coach-<id>`, `registrant-<id>`, `admin-<id>`. */
export type PersonKind = 'coach' | 'registrant' | 'admin';
export const personId = (kind: PersonKind, id: string) => `${kind}-${id}`;

/** What readers show for a personal text whose key was erased. */
export const ERASED_TEXT = '(erased)';
export const PERSON_NOT_FOUND_MESSAGE = 'Person not found.';

/** The personal fields of an event type, and whose key seals them (the id field of the event's data). */
export interface PersonalFields {
  kind: PersonKind;
  idField: string;
  fields: readonly string[];
}

const REGISTRANT_FIELDS = [
  'firstName',
  'middleInitial',
  'lastName',
  'phoneNumber',
  'address',
  'city',
  'email',
  'email2',
  'dateOfBirth',
  'parentName',
] as const;

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = {
  CoachEmailClaimed: { kind: 'coach', idField: 'coachId', fields: ['email'] },
  CoachSignedUp: { kind: 'coach', idField: 'coachId', fields: ['email'] },
  AdminEmailClaimed: { kind: 'admin', idField: 'adminId', fields: ['email'] },
  AdminRegistered: { kind: 'admin', idField: 'adminId', fields: ['email'] },
  SiteAdminDesignated: { kind: 'admin', idField: 'adminId', fields: ['email'] },
  PlayerRegisteredForTournament: { kind: 'registrant', idField: 'registrantId', fields: REGISTRANT_FIELDS },
  RegistrantUpdated: { kind: 'registrant', idField: 'registrantId', fields: REGISTRANT_FIELDS },
};

/**
 * A sealed value: `pd1:<person id>:<iv>:<ciphertext and tag>` (base64url). The person id names the key;
 * it is also the additional authenticated data, so a value cannot be moved to another person.
 */
export const SEALED_PREFIX = 'pd1:';
export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);

/** The person whose key sealed `value`, or null when it is not a sealed value. */
export function sealedPersonId(value: unknown): string | null {
  if (!isSealed(value)) return null;
  const end = value.indexOf(':', SEALED_PREFIX.length);
  return end < 0 ? null : value.slice(SEALED_PREFIX.length, end);
}

/**
 * Recorded when an admin erases a person's personal data (stream coach-<id> or registrant-<id>): the
 * person's key is deleted; the event keeps who erased and when, and no personal data.
 */
export interface PersonalDataErased {
  type: 'PersonalDataErased';
  data: {
    personId: string;
    kind: 'coach' | 'registrant';
    /** coachId or registrantId */
    subjectId: string;
    /** the registrant's tournament, so its list can show the erasure */
    tournamentId?: string;
    erasedBy: { role: string; id: string | null };
    erasedAt: string;
  };
}
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

/**
 * Path of the erase routes, and their answer. The coach's id is `coachAccountId`, not `coachId`: a
 * `{coachId}` in a path means a route that coach may call, and erasing is the admin's alone.
 */
export const coachPersonParams = z.object({ coachAccountId: z.uuid('coachAccountId must be a UUID.') });
export const registrantPersonParams = z.object({ registrantId: z.uuid('registrantId must be a UUID.') });
export const personalDataErasedAnswer = z.object({ personId: z.string(), position: z.string() });
export type PersonalDataErasedAnswer = z.infer<typeof personalDataErasedAnswer>;
