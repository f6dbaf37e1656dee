import type { ConductEvent } from '@league/contracts';
import { defineProjection } from '../define';

/** Code of conduct signatures (GET /api/admin/getAllCOCCoaches): one row per signature, never changed. */
export const conductSignaturesProjection = defineProjection<ConductEvent>({
  name: 'conduct_signatures',
  version: 1,
  tables: ['conduct_signatures'],

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.conduct_signatures (
        signature_id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        team text NOT NULL,
        season text NOT NULL,
        date text NOT NULL
      );
      CREATE INDEX conduct_signatures_by_name
        ON ${schema}.conduct_signatures (lower(last_name), lower(first_name));
    `);
  },

  on: {
    async CodeOfConductSigned(tx, schema, { data }) {
      const { signatureId, firstName, lastName, team, season, date } = data;
      await tx.query(
        `INSERT INTO ${schema}.conduct_signatures (signature_id, first_name, last_name, team, season, date)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (signature_id) DO NOTHING`,
        [signatureId, firstName, lastName, team, season, date],
      );
    },
  },
});
