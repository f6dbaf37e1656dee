import type {
  CoachSignedUp,
  EmailConfirmationRequested,
  EmailConfirmed,
  PersonalDataErased,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import { defineProjection, tablesOf } from '../define';
import { coachAddressHandlers } from '../coach-address-handlers';

/**
 * Every coach account's e-mail address and whether it is confirmed (docs/accounts.md): the recipients of
 * an admin's e-mail sent without `to` are the confirmed ones (read by the command side at request time
 * through rm.mail_coach_addresses). Never served publicly. The address is sealed in the log and opened
 * here with the coach's key; a coach whose personal data was erased has no row (no address to send to),
 * during a rebuild too. A sign-up asks for its address to be confirmed in the same append
 * (EmailConfirmationRequested); an account signed up before addresses were confirmed has no such
 * request and counts as confirmed.
 */
export const coachAddressesProjection = defineProjection<
  CoachSignedUp | PersonalDataErased | EmailConfirmationRequested | EmailConfirmed
>({
  name: 'mail_coach_addresses',
  version: 3,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.mail_coach_addresses (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL,
        confirmed boolean NOT NULL DEFAULT true
      );
    `,
  ),

  open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
  on: {
    ...coachAddressHandlers('mail_coach_addresses', 'latest'),
    async EmailConfirmationRequested(tx, schema, { data }) {
      await tx.query(`UPDATE ${schema}.mail_coach_addresses SET confirmed = false WHERE coach_id = $1`, [
        data.coachId,
      ]);
    },
    async EmailConfirmed(tx, schema, { data }) {
      await tx.query(`UPDATE ${schema}.mail_coach_addresses SET confirmed = true WHERE coach_id = $1`, [
        data.coachId,
      ]);
    },
  },
});
