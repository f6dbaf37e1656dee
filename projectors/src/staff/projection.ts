import type {
  AdminRegistered,
  SiteAdminDesignated,
  StaffDisabled,
  StaffEnabled,
  StaffInvited,
  StaffJoined,
  StaffRenamed,
  StaffRoleChanged,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import { defineProjection, tablesOf, updateNewer, upsertNewer } from '../define';

type StaffEvent =
  | AdminRegistered
  | SiteAdminDesignated
  | StaffInvited
  | StaffJoined
  | StaffRoleChanged
  | StaffDisabled
  | StaffEnabled
  | StaffRenamed;

/**
 * The league's staff (GET /api/admin/staff, docs/accounts.md): each admin account (stream
 * admin-<adminId>) with its address (sealed in the log, opened here), name, role, whether it joined and
 * whether it is disabled; and which of them is the owner (`staff_owner`, from the siteAdmin stream). An
 * account the configuration registered that is neither the owner nor staff (a replaced owner) has a row
 * without a role, which the read leaves out. Each row moves only forward, by its stream's version.
 */
export const staffProjection = defineProjection<StaffEvent>({
  name: 'staff',
  version: 1,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.staff (
        staff_id uuid PRIMARY KEY,
        email text NOT NULL,
        name text,
        staff_role text CHECK (staff_role IN ('admin', 'scorekeeper')),
        status text NOT NULL CHECK (status IN ('registered', 'invited', 'active')),
        disabled boolean NOT NULL DEFAULT false,
        invited_at timestamptz,
        version integer NOT NULL
      );
      CREATE TABLE ${schema}.staff_owner (
        id smallint PRIMARY KEY CHECK (id = 1),
        admin_id uuid NOT NULL,
        version integer NOT NULL
      );
    `,
  ),

  open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
  on: {
    async AdminRegistered(tx, schema, { data, streamVersion }) {
      const row = { staff_id: data.adminId, email: data.email, version: streamVersion };
      await upsertNewer(tx, `${schema}.staff`, ['staff_id'], row, { status: 'registered' });
    },
    async StaffInvited(tx, schema, { data, streamVersion, metadata }) {
      await upsertNewer(tx, `${schema}.staff`, ['staff_id'], {
        staff_id: data.adminId,
        email: data.email,
        name: data.name,
        staff_role: data.role,
        status: 'invited',
        disabled: false,
        invited_at: metadata.recordedAt,
        version: streamVersion,
      });
    },
    async StaffJoined(tx, schema, { data, streamVersion }) {
      await updateNewer(
        tx,
        `${schema}.staff`,
        { staff_id: data.adminId },
        { status: 'active' },
        streamVersion,
      );
    },
    async StaffRoleChanged(tx, schema, { data, streamVersion }) {
      const set = { staff_role: data.role };
      await updateNewer(tx, `${schema}.staff`, { staff_id: data.adminId }, set, streamVersion);
    },
    async StaffDisabled(tx, schema, { data, streamVersion }) {
      await updateNewer(tx, `${schema}.staff`, { staff_id: data.adminId }, { disabled: true }, streamVersion);
    },
    async StaffEnabled(tx, schema, { data, streamVersion }) {
      await updateNewer(
        tx,
        `${schema}.staff`,
        { staff_id: data.adminId },
        { disabled: false },
        streamVersion,
      );
    },
    async StaffRenamed(tx, schema, { data, streamVersion }) {
      await updateNewer(
        tx,
        `${schema}.staff`,
        { staff_id: data.adminId },
        { name: data.name },
        streamVersion,
      );
    },
    async SiteAdminDesignated(tx, schema, { data, streamVersion }) {
      const row = { id: 1, admin_id: data.adminId, version: streamVersion };
      await upsertNewer(tx, `${schema}.staff_owner`, ['id'], row);
    },
  },
});
