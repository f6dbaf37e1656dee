import type { ConductEvent } from '@league/contracts';
import { defineProjection, tablesOf, insertOnce } from '../define';

/** Code of conduct signatures (GET /api/admin/getAllCOCCoaches): one row per signature, never changed. */
export const conductSignaturesProjection = defineProjection<ConductEvent>({
  name: 'conduct_signatures',
  version: 1,
  ...tablesOf(
    (schema) => `
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
    `,
  ),

  on: {
    async CodeOfConductSigned(tx, schema, { data }) {
      await insertOnce(tx, `${schema}.conduct_signatures`, ['signature_id'], {
        signature_id: data.signatureId,
        first_name: data.firstName,
        last_name: data.lastName,
        team: data.team,
        season: data.season,
        date: data.date,
      });
    },
  },
});
