import type { CoachSignedUp, PersonalDataErased } from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import { defineProjection, tablesOf } from '../define';
import { coachAddressHandlers } from '../coach-address-handlers';

/**
 * Every coach account's e-mail address: the recipients of an admin's e-mail sent without `to`
 * (read by the command side at request time through rm.mail_coach_addresses). Never served publicly.
 * The address is sealed in the log and opened here with the coach's key; a coach whose personal data
 * was erased has no row (no address to send to), during a rebuild too.
 */
export const coachAddressesProjection = defineProjection<CoachSignedUp | PersonalDataErased>({
  name: 'mail_coach_addresses',
  version: 2,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.mail_coach_addresses (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL
      );
    `,
  ),

  open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
  on: coachAddressHandlers('mail_coach_addresses', 'latest'),
});
