import type { Organization } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

const ORGANIZATIONS = ['organizations'] as const;

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  allOrganizations: ORGANIZATIONS,
  organizationById: ORGANIZATIONS,
} as const satisfies ReadsDeclaration;

const SELECT = `SELECT org_id AS "orgId", org_name AS "orgName", org_address AS "orgAddress", version
  FROM rm.organizations`;

/** Every organization, by name. */
export async function allOrganizations(db: SqlClient): Promise<Organization[]> {
  const { rows } = await db.query<Organization>(`${SELECT} ORDER BY lower(org_name), org_name, org_id`);
  return rows;
}

/** The organization, or null when there is none. */
export async function organizationById(db: SqlClient, orgId: string): Promise<Organization | null> {
  const { rows } = await db.query<Organization>(`${SELECT} WHERE org_id = $1`, [orgId]);
  return rows[0] ?? null;
}
