import { z } from 'zod';
import { isEmailAddress } from './accounts/commands';

/**
 * Personal data inside events (docs/personal-data.md). Each listed field of these events is recorded as
 * a sealed value (AES-256-GCM, a key per person kept outside the log, see @league/infra/personal-data);
 * events recorded before sealing carry the clear text and are still read. Erasing a person deletes the
 * key: every sealed value of that person becomes unreadable, and readers show ERASED_TEXT (texts) or no
 * value (e-mail recipient lists) instead.
 *
 * Which fields are personal: every e-mail address (coaches, admins, registrants), a registered team's
 * head coach (the coach's own name, sealed with the coach's key), the whole of a tournament registrant's
 * record except its ids (names, phone, address, city, e-mails, birth date, parent's name: a private
 * person's contact data, often a minor's), and a contact message (its sender's name and address and its
 * text). Not sealed: team rosters (player names, birth years and the assistant coaches of a registered
 * team), which the league publishes on its team pages; organization names and addresses (not persons);
 * code-of-conduct signatures (a public commitment by name).
 *
 * Mail events carry addresses of people the log may know nothing else of (a visitor of the contact form,
 * any recipient an admin types), so their fields are sealed with a key per e-mail address: person id
 * `address-<keyed hash of the normalised address>` (the hash that names e-mail claim streams). A contact
 * message's sender name, address and text are sealed with the sender's address key; each recipient of an
 * admin's e-mail with its own address key. One key per address needs no lookup when mail is recorded,
 * and the same address reads the same wherever it was mailed: erasing a coach or a registrant deletes the
 * keys of the addresses they were recorded with besides their own key, so every mail to or from them
 * becomes unreadable too (readers show ERASED_TEXT in place of each erased value; the notifier skips it),
 * and an address known only from mail is erased by itself (erasePersonalDataByEmail). The subject, the
 * text and the admin's sender name of an admin's e-mail are not sealed (the league's words).
 */

/**
 * A person's id in the key table: `coach-<id>`, `registrant-<id>`, `admin-<id>`, or `address-<hash>` for
 * an e-mail address of a mail event (the hash: see PersonalDataVault.emailStreamKey).
 */
export type PersonKind = 'coach' | 'registrant' | 'admin' | 'address';
export const personId = (kind: PersonKind, id: string) => `${kind}-${id}`;

/** What readers show for a personal text whose key was erased. */
export const ERASED_TEXT = '(erased)';
export const PERSON_NOT_FOUND_MESSAGE = 'Person not found.';

/**
 * The personal fields of an event type, and whose key seals them: the person named by the id field of
 * the event's data, or (kind `address`) the e-mail address in `addressField`. When `addressField` holds a
 * list (an e-mail's recipients), each address of it is sealed with its own key.
 */
export type PersonalFields =
  | { kind: Exclude<PersonKind, 'address'>; idField: string; fields: readonly string[] }
  | { kind: 'address'; addressField: string; fields: readonly string[] };

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
  StaffInvited: { kind: 'admin', idField: 'adminId', fields: ['email', 'link'] },
  CoachRenamed: { kind: 'coach', idField: 'coachId', fields: ['name'] },
  // the link of a mail carries a token: sealed like the address it goes to (docs/accounts.md)
  PasswordResetRequested: { kind: 'address', addressField: 'email', fields: ['email', 'link'] },
  EmailConfirmationRequested: { kind: 'coach', idField: 'coachId', fields: ['email', 'link'] },
  TeamRegistered: { kind: 'coach', idField: 'coachId', fields: ['headCoach'] },
  RegisteredTeamEdited: { kind: 'coach', idField: 'coachId', fields: ['headCoach'] },
  PlayerRegisteredForTournament: { kind: 'registrant', idField: 'registrantId', fields: REGISTRANT_FIELDS },
  RegistrantUpdated: { kind: 'registrant', idField: 'registrantId', fields: REGISTRANT_FIELDS },
  ContactMessageReceived: {
    kind: 'address',
    addressField: 'fromEmail',
    fields: ['fromName', 'fromEmail', 'message'],
  },
  EmailBroadcastRequested: { kind: 'address', addressField: 'to', fields: ['to'] },
};

/** The outbox's note on a message not sent because its address was erased. */
export const ADDRESS_ERASED_NOTE = 'not sent: the address was erased';

/** The fields of a person's events that hold the person's e-mail addresses (their address keys). */
export const ADDRESS_FIELDS: Readonly<Record<string, readonly string[]>> = {
  CoachSignedUp: ['email'],
  PlayerRegisteredForTournament: ['email', 'email2'],
  RegistrantUpdated: ['email', 'email2'],
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
 * Recorded when an admin erases a person's personal data (stream coach-<id>, registrant-<id>, or
 * erasedAddress-<keyed hash> for an address known only from mail): the person's key is deleted; the
 * event keeps who erased and when, and no personal data.
 */
export interface PersonalDataErased {
  type: 'PersonalDataErased';
  data: {
    personId: string;
    kind: 'coach' | 'registrant' | 'address';
    /** coachId, registrantId, or the address's keyed hash (PersonalDataVault.emailStreamKey) */
    subjectId: string;
    /** the registrant's tournament, so its list can show the erasure */
    tournamentId?: string;
    /**
     * The person ids of the keys of the person's e-mail addresses (`address-<keyed hash>`, no address),
     * deleted with it: the notifier forgets the mail of those addresses still in its outbox.
     */
    addressIds?: string[];
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

/**
 * POST /api/admin/erasePersonalDataByEmail: every person the site knows by this address (a coach
 * account, tournament registrants, contact senders and e-mail recipients) erased at once. `erased`
 * counts the persons whose data was erased now (0 when the address is unknown or erased already).
 */
export const erasePersonalDataByEmailRequest = z.object({
  email: z
    .string('email must be text.')
    .trim()
    .refine(isEmailAddress, 'email must be one e-mail address, such as name@example.org.'),
});
export type ErasePersonalDataByEmailRequest = z.infer<typeof erasePersonalDataByEmailRequest>;
export const personalDataByEmailErasedAnswer = z.object({
  erased: z.number().int().nonnegative(),
  position: z.string(),
});
export type PersonalDataByEmailErasedAnswer = z.infer<typeof personalDataByEmailErasedAnswer>;
