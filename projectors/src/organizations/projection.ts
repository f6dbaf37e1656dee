import type { OrganizationCreated, OrganizationEvent, OrganizationUpdated } from '@league/contracts';
import { defineProjection, upsertNewer, type EventHandler } from '../define';

const upsertOrganization: EventHandler<OrganizationCreated | OrganizationUpdated> = (tx, schema, event) =>
  upsertNewer(tx, `${schema}.organizations`, ['org_id'], {
    org_id: event.data.orgId,
    org_name: event.data.orgName,
    org_address: event.data.orgAddress,
    version: event.streamVersion,
  });

/**
 * Organizations (GET /api/admin/allOrgs, /api/admin/org/{orgId}). `version` is the stream version after
 * the organization's last event (If-Match of the update form). Every write is guarded by the version, so
 * a batch applied twice changes nothing.
 */
export const organizationsProjection = defineProjection<OrganizationEvent>({
  name: 'organizations',
  version: 1,
  tables: ['organizations'],

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

  on: {
    OrganizationCreated: upsertOrganization,
    OrganizationUpdated: upsertOrganization,
    async OrganizationRemoved(tx, schema, event) {
      await tx.query(`DELETE FROM ${schema}.organizations WHERE org_id = $1`, [event.data.orgId]);
    },
  },
});
