import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  type CoachSignedUp,
  type PersonalDataErased,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import { defineProjection } from '../define';

/**
 * Every coach account's e-mail address: the recipients of an admin's e-mail sent without `to`
 * (read by the command side at request time through rm.mail_coach_addresses). Never served publicly.
 * The address is sealed in the log and opened here with the coach's key; a coach whose personal data
 * was erased has no row (no address to send to), during a rebuild too.
 */
export const coachAddressesProjection = defineProjection<CoachSignedUp | PersonalDataErased>({
  name: 'mail_coach_addresses',
  version: 2,
  tables: ['mail_coach_addresses'],

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.mail_coach_addresses (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL
      );
    `);
  },

  open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
  on: {
    async CoachSignedUp(tx, schema, { data }) {
      if (data.email === ERASED_TEXT) return;
      await tx.query(
        `INSERT INTO ${schema}.mail_coach_addresses (coach_id, email) VALUES ($1, $2)
         ON CONFLICT (coach_id) DO UPDATE SET email = excluded.email`,
        [data.coachId, data.email],
      );
    },
    async [PERSONAL_DATA_ERASED](tx, schema, { data }) {
      if (data.kind !== 'coach') return;
      await tx.query(`DELETE FROM ${schema}.mail_coach_addresses WHERE coach_id = $1`, [data.subjectId]);
    },
  },
});
