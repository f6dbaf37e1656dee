import { ORGANIZATION_EVENT_TYPES, type OrganizationEvent, type RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';

/**
 * Organizations (GET /api/admin/allOrgs, /api/admin/org/{orgId}). `version` is the stream version after
 * the organization's last event (If-Match of the update form). Every write is guarded by the version, so
 * a batch applied twice changes nothing.
 */
export const organizationsProjection: Projection = {
  name: 'organizations',
  version: 1,
  tables: ['organizations'],
  handles: ORGANIZATION_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.organizations (
        org_id uuid PRIMARY KEY,
        org_name text NOT NULL,
        org_address text NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX organizations_by_name ON ${schema}.organizations (lower(org_name), org_name);
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events)
      await applyOrganizationEvent(tx, schema, event as RecordedEvent & OrganizationEvent);
  },
};

async function applyOrganizationEvent(
  tx: SqlClient,
  schema: string,
  event: RecordedEvent & OrganizationEvent,
) {
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationUpdated': {
      const { orgId, orgName, orgAddress } = event.data;
      await tx.query(
        `INSERT INTO ${schema}.organizations (org_id, org_name, org_address, version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (org_id) DO UPDATE
           SET org_name = excluded.org_name, org_address = excluded.org_address, version = excluded.version
           WHERE ${schema}.organizations.version < excluded.version`,
        [orgId, orgName, orgAddress, event.streamVersion],
      );
      return;
    }
    case 'OrganizationRemoved':
      await tx.query(`DELETE FROM ${schema}.organizations WHERE org_id = $1`, [event.data.orgId]);
      return;
  }
}
