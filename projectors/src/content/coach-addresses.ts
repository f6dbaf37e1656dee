import type { CoachSignedUp, RecordedEvent } from '@league/contracts';
import type { Projection } from '../projection';

/**
 * Every coach account's e-mail address: the recipients of an admin's e-mail sent without `to`
 * (read by the command side at request time through rm.mail_coach_addresses). Never served publicly.
 */
export const coachAddressesProjection: Projection = {
  name: 'mail_coach_addresses',
  version: 1,
  tables: ['mail_coach_addresses'],
  handles: ['CoachSignedUp'],

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.mail_coach_addresses (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL
      );
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events as ReadonlyArray<RecordedEvent & CoachSignedUp>) {
      await tx.query(
        `INSERT INTO ${schema}.mail_coach_addresses (coach_id, email) VALUES ($1, $2)
         ON CONFLICT (coach_id) DO UPDATE SET email = excluded.email`,
        [event.data.coachId, event.data.email],
      );
    }
  },
};
