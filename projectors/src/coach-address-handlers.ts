import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  type CoachSignedUp,
  type PersonalDataErased,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { deleteWhere, insertOnce, type EventHandlers } from './define';

/**
 * The handlers that keep each coach's sign-up address in `table` (`coach_id`, `email`), for a projection
 * whose events are opened (the address is sealed in the log): an address already erased is not written,
 * and a coach whose personal data is erased leaves the table. A coach's later sign-up keeps the address
 * the table holds (`keep: 'first'`) or writes over it (`keep: 'latest'`).
 */
export function coachAddressHandlers(
  table: string,
  keep: 'first' | 'latest',
  /** what else of the erased coach the projection forgets (the head coach of their teams) */
  alsoOnErasure?: (tx: SqlClient, schema: string, coachId: string) => Promise<void>,
): EventHandlers<CoachSignedUp | PersonalDataErased> {
  return {
    async CoachSignedUp(tx, schema, { data }) {
      if (data.email === ERASED_TEXT) return;
      const row = { coach_id: data.coachId, email: data.email };
      if (keep === 'first') await insertOnce(tx, `${schema}.${table}`, ['coach_id'], row);
      else
        await tx.query(
          `INSERT INTO ${schema}.${table} (coach_id, email) VALUES ($1, $2)
           ON CONFLICT (coach_id) DO UPDATE SET email = excluded.email`,
          [row.coach_id, row.email],
        );
    },
    async [PERSONAL_DATA_ERASED](tx, schema, { data }) {
      if (data.kind !== 'coach') return;
      await deleteWhere(tx, `${schema}.${table}`, { coach_id: data.subjectId });
      await alsoOnErasure?.(tx, schema, data.subjectId);
    },
  };
}
