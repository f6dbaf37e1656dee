import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  type CoachSignedUp,
  type PersonalDataErased,
  type RecordedEvent,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import type { Projection } from '../projection';

/**
 * Every coach account's e-mail address: the recipients of an admin's e-mail sent without `to`
 * (read by the command side at request time through rm.mail_coach_addresses). Never served publicly.
 * The address is sealed in the log and opened here with the coach's key; a coach whose personal data
 * was erased has no row (no address to send to), during a rebuild too.
 */
export const coachAddressesProjection: Projection = {
  name: 'mail_coach_addresses',
  version: 2,
  tables: ['mail_coach_addresses'],
  handles: ['CoachSignedUp', PERSONAL_DATA_ERASED],

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.mail_coach_addresses (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL
      );
    `);
  },

  async apply(tx, schema, events) {
    const opened = await openEvents(sqlPersonKeys(tx), events);
    for (const event of opened as ReadonlyArray<RecordedEvent & (CoachSignedUp | PersonalDataErased)>) {
      if (event.type === 'PersonalDataErased') {
        if (event.data.kind !== 'coach') continue;
        await tx.query(`DELETE FROM ${schema}.mail_coach_addresses WHERE coach_id = $1`, [
          event.data.subjectId,
        ]);
      } else if (event.data.email !== ERASED_TEXT) {
        await tx.query(
          `INSERT INTO ${schema}.mail_coach_addresses (coach_id, email) VALUES ($1, $2)
           ON CONFLICT (coach_id) DO UPDATE SET email = excluded.email`,
          [event.data.coachId, event.data.email],
        );
      }
    }
  },
};
