import { DEFAULT_OWNER_NAME, type StaffRole, type StaffStatus } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  staffList: ['staff'],
} as const satisfies ReadsDeclaration;

/** A member of staff as the staff read model holds them (the staff list adds when they last signed in). */
export interface StaffRow {
  staffId: string;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  /** ISO timestamp of the newest invitation; null for the owner */
  invitedAt: string | null;
}

/**
 * The owner and every member of staff (the staff read model: tables staff and staff_owner), the owner
 * first, then by name: the owner is always active, never invited; a disabled member reads `disabled`.
 */
export async function staffList(db: SqlClient): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT s.staff_id::text AS "staffId",
            coalesce(s.name, CASE WHEN o.admin_id IS NULL THEN '' ELSE $1 END) AS name,
            s.email,
            CASE WHEN o.admin_id IS NULL THEN s.staff_role ELSE 'owner' END AS role,
            CASE WHEN o.admin_id IS NOT NULL THEN 'active'
                 WHEN s.disabled THEN 'disabled'
                 ELSE s.status END AS status,
            CASE WHEN o.admin_id IS NULL
                 THEN to_char(s.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
              AS "invitedAt"
       FROM rm.staff s
       LEFT JOIN rm.staff_owner o ON o.admin_id = s.staff_id
      WHERE o.admin_id IS NOT NULL OR s.staff_role IS NOT NULL
      ORDER BY o.admin_id IS NULL, lower(coalesce(s.name, '')), s.name, s.staff_id`,
    [DEFAULT_OWNER_NAME],
  );
  return rows;
}
