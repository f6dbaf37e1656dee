import { describe, it } from 'vitest';
import type {
  AdminRegistered,
  SiteAdminDesignated,
  StaffInvited,
  StaffJoined,
  StaffRenamed,
  StaffRoleChanged,
} from '@league/contracts';
import { projectionSpec, recordedAtOf, uuid } from '../testing/projection-spec';
import { staffProjection } from './projection';

const spec = projectionSpec(staffProjection);
const [owner, sam, bea, former] = [uuid(1), uuid(2), uuid(3), uuid(4)];

const registered = (adminId: string, email: string) => ({
  ...({
    type: 'AdminRegistered',
    data: { adminId, email, passwordHash: 'scrypt$x' },
  } satisfies AdminRegistered),
  sealed: true,
});
const designated = (adminId: string, email: string) => ({
  ...({ type: 'SiteAdminDesignated', data: { adminId, email } } satisfies SiteAdminDesignated),
  stream: 'siteAdmin',
  sealed: true,
});
const invited = (adminId: string, email: string, name: string, role: 'admin' | 'scorekeeper') => ({
  ...({
    type: 'StaffInvited',
    data: {
      adminId,
      email,
      name,
      role,
      invitationId: uuid(90),
      tokenHash: 'ab'.repeat(32),
      expiresAt: '2026-01-08T00:00:00.000Z',
      link: `https://league.test/staff/accept?token=${adminId}.secret`,
    },
  } satisfies StaffInvited),
  sealed: true,
});
const joined = (adminId: string): StaffJoined => ({
  type: 'StaffJoined',
  data: { adminId, invitationId: uuid(90), passwordHash: 'scrypt$y' },
});
const renamed = (adminId: string, name: string): StaffRenamed => ({
  type: 'StaffRenamed',
  data: { adminId, name },
});
const roleChanged = (adminId: string, role: 'admin' | 'scorekeeper'): StaffRoleChanged => ({
  type: 'StaffRoleChanged',
  data: { adminId, role },
});
const disabled = (adminId: string) => ({ type: 'StaffDisabled', data: { adminId } });
const enabled = (adminId: string) => ({ type: 'StaffEnabled', data: { adminId } });

const ALL = `SELECT staff_id, email, name, staff_role, status, disabled, invited_at, version
  FROM staff ORDER BY staff_id`;
const OWNER = 'SELECT admin_id, version FROM staff_owner';
const iso = (position: number) => new Date(recordedAtOf(position));

describe('staff projection', () => {
  it('keeps the owner (registered, named, designated) with the address opened, and an invited member', async () => {
    await spec
      .given(
        registered(owner, 'owner@league.test'),
        designated(owner, 'owner@league.test'),
        renamed(owner, 'Olive Owner'),
        invited(sam, 'Sam@League.test', 'Sam Scorer', 'scorekeeper'),
      )
      .then(ALL, [
        {
          staff_id: owner,
          email: 'owner@league.test',
          name: 'Olive Owner',
          staff_role: null,
          status: 'registered',
          disabled: false,
          invited_at: null,
          version: 1,
        },
        {
          staff_id: sam,
          email: 'Sam@League.test',
          name: 'Sam Scorer',
          staff_role: 'scorekeeper',
          status: 'invited',
          disabled: false,
          invited_at: iso(4),
          version: 0,
        },
      ]);
    await spec.given(designated(owner, 'owner@league.test')).then(OWNER, [{ admin_id: owner, version: 0 }]);
  });

  it('follows a member through joining, a new role, a new name, a disable and an enable', async () => {
    const scenario = spec
      .given(invited(sam, 'sam@league.test', 'Sam', 'scorekeeper'))
      .when(joined(sam), roleChanged(sam, 'admin'), renamed(sam, 'Samantha'))
      .when(disabled(sam));
    await scenario.then(
      'SELECT name, staff_role, status, disabled, version FROM staff WHERE staff_id = $1',
      [{ name: 'Samantha', staff_role: 'admin', status: 'active', disabled: true, version: 4 }],
      [sam],
    );
    await spec
      .given(invited(bea, 'bea@league.test', 'Bea', 'admin'), joined(bea), disabled(bea), enabled(bea))
      .then('SELECT status, disabled FROM staff', [{ status: 'active', disabled: false }]);
  });

  it('sends an invitation again: the newest name, role and time, the member enabled', async () => {
    await spec
      .given(invited(sam, 'sam@league.test', 'Sam', 'scorekeeper'))
      .when(invited(sam, 'sam@league.test', 'Samuel', 'admin'))
      .then('SELECT name, staff_role, status, invited_at FROM staff', [
        { name: 'Samuel', staff_role: 'admin', status: 'invited', invited_at: iso(2) },
      ]);
  });

  it('moves the owner to the newly designated admin; the former owner keeps a row without a role', async () => {
    await spec
      .given(registered(former, 'former@league.test'), designated(former, 'former@league.test'))
      .when(registered(owner, 'owner@league.test'), designated(owner, 'owner@league.test'))
      .then(OWNER, [{ admin_id: owner, version: 1 }]);
    await spec
      .given(registered(former, 'former@league.test'), designated(former, 'former@league.test'))
      .when(registered(owner, 'owner@league.test'), designated(owner, 'owner@league.test'))
      .then('SELECT staff_id, staff_role, status FROM staff ORDER BY staff_id', [
        { staff_id: owner, staff_role: null, status: 'registered' },
        { staff_id: former, staff_role: null, status: 'registered' },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        registered(owner, 'owner@league.test'),
        designated(owner, 'owner@league.test'),
        invited(sam, 'sam@league.test', 'Sam', 'scorekeeper'),
        joined(sam),
        renamed(sam, 'Samantha'),
        disabled(sam),
      )
      .whenAppliedAgain()
      .then('SELECT staff_id, name, status, disabled FROM staff ORDER BY staff_id', [
        { staff_id: owner, name: null, status: 'registered', disabled: false },
        { staff_id: sam, name: 'Samantha', status: 'active', disabled: true },
      ]);
  });
});
