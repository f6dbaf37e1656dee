import type { ConductSignature } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  conductSignatures: ['conduct_signatures'],
} as const satisfies ReadsDeclaration;

/** Every code-of-conduct signature, by last name, then first name. */
export async function conductSignatures(db: SqlClient): Promise<ConductSignature[]> {
  const { rows } = await db.query<ConductSignature>(
    `SELECT signature_id AS "signatureId", last_name AS "lastName", first_name AS "firstName", team, season, date
       FROM rm.conduct_signatures
      ORDER BY lower(last_name), lower(first_name), last_name, first_name, date, signature_id`,
  );
  return rows;
}
