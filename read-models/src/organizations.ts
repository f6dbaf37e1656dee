import type { OrgListItem } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

const SELECT = `SELECT org_id AS "_id", org_name AS "orgName", org_address AS "orgAddress", version
  FROM rm.organizations`;

/** Every organization, by name. */
export async function allOrganizations(db: SqlClient): Promise<OrgListItem[]> {
  const { rows } = await db.query<OrgListItem>(`${SELECT} ORDER BY lower(org_name), org_name, org_id`);
  return rows;
}

/** The organization, or null when there is none. */
export async function organizationById(db: SqlClient, orgId: string): Promise<OrgListItem | null> {
  const { rows } = await db.query<OrgListItem>(`${SELECT} WHERE org_id = $1`, [orgId]);
  return rows[0] ?? null;
}
