import {
  badRequest,
  conflict,
  notFound,
  INVITATION_INVALID_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  type AdminEvent,
  type AssignableStaffRole,
  type PasswordResetRequested,
  type StaffInvited,
} from '@league/contracts';
import type { Decider } from '../handling';
import { opens, type PendingLink } from './links';

/** A member of staff as an admin made them: their role, whether they joined, whether disabled. */
export interface StaffStanding {
  role: AssignableStaffRole;
  status: 'invited' | 'active';
  disabled: boolean;
}

/**
 * An admin account (stream admin-<adminId>): the owner's (registered by the configuration) or a member
 * of staff's (invited by an admin). `credentials` counts the passwords it has had: a token issued under
 * an earlier one is no longer valid (see sessions.ts). `invitation` and `reset` are the newest link of
 * each kind that can still be used.
 */
export type AdminState =
  | { status: 'none' }
  | {
      status: 'account';
      accountId: string;
      email: string;
      name: string | null;
      passwordHash: string | null;
      /**
       * the hash of the password the configuration last set (LEAGUE_ADMIN_PASSWORD or the generated one):
       * a start applies the configured password again only when it differs from that one, so a password
       * the owner chose since on the account page or by a reset link survives restarts
       */
      configuredHash: string | null;
      credentials: number;
      staff: StaffStanding | null;
      invitation: PendingLink | null;
      reset: PendingLink | null;
    };

export type AdminAccountState = Extract<AdminState, { status: 'account' }>;

type ResetRequest = Omit<PasswordResetRequested['data'], 'accountId'>;

export type AdminCommand =
  | { type: 'RegisterAdmin'; data: { adminId: string; email: string; passwordHash: string } }
  /** a new password: the configuration's (`configured`), or one the account chose on its account page */
  | { type: 'ChangeAdminPassword'; data: { passwordHash: string; configured?: boolean } }
  /** a new password by a reset link (its token's hash), at `now` (ISO) */
  | { type: 'ResetAdminPassword'; data: { tokenHash: string; passwordHash: string; now: string } }
  | { type: 'RequestAdminPasswordReset'; data: ResetRequest }
  | { type: 'InviteStaff'; data: StaffInvited['data'] }
  | { type: 'AcceptInvitation'; data: { tokenHash: string; passwordHash: string; now: string } }
  | {
      type: 'ChangeStaff';
      data: { name?: string; role?: AssignableStaffRole; disabled?: boolean };
    }
  | { type: 'RenameStaff'; data: { name: string } };

const accountOf = (adminId: string, email: string): AdminAccountState => ({
  status: 'account',
  accountId: adminId,
  email,
  name: null,
  passwordHash: null,
  configuredHash: null,
  credentials: 0,
  staff: null,
  invitation: null,
  reset: null,
});

/**
 * Whether a password change was the configuration's: marked so, or recorded before the account page
 * and reset links existed (then only the configuration changed passwords; those carry no requestId).
 */
const isConfigured = (data: { configured?: boolean; requestId?: string | null }) =>
  data.configured === true || data.requestId === undefined;

function evolveAccount(state: AdminAccountState, event: AdminEvent): AdminAccountState {
  switch (event.type) {
    case 'AdminRegistered':
      return {
        ...state,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        configuredHash: event.data.passwordHash,
        credentials: state.credentials + 1,
      };
    case 'AdminPasswordChanged':
      // any new password voids a reset link still unused
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        configuredHash: isConfigured(event.data) ? event.data.passwordHash : state.configuredHash,
        credentials: state.credentials + 1,
        reset: null,
      };
    case 'StaffInvited': {
      const { email, name, role, invitationId, tokenHash, expiresAt } = event.data;
      return {
        ...state,
        email,
        name,
        staff: { role, status: 'invited', disabled: false },
        invitation: { id: invitationId, tokenHash, expiresAt },
      };
    }
    case 'StaffJoined':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        credentials: state.credentials + 1,
        staff: state.staff && { ...state.staff, status: 'active' },
        invitation: null,
      };
    case 'StaffRoleChanged':
      return { ...state, staff: state.staff && { ...state.staff, role: event.data.role } };
    case 'StaffDisabled':
      return { ...state, staff: state.staff && { ...state.staff, disabled: true } };
    case 'StaffEnabled':
      return { ...state, staff: state.staff && { ...state.staff, disabled: false } };
    case 'StaffRenamed':
      return { ...state, name: event.data.name };
    case 'PasswordResetRequested': {
      const { requestId, tokenHash, expiresAt } = event.data;
      return { ...state, reset: { id: requestId, tokenHash, expiresAt } };
    }
  }
}

function decideOnAccount(command: AdminCommand, state: AdminAccountState): AdminEvent[] {
  const adminId = state.accountId;
  switch (command.type) {
    case 'RegisterAdmin':
      if (state.passwordHash !== null) throw conflict('This admin already exists.');
      return [{ type: 'AdminRegistered', data: command.data }];
    case 'ChangeAdminPassword': {
      if (state.passwordHash === null) throw notFound('Admin not found.');
      const { passwordHash, configured } = command.data;
      if (state.passwordHash === passwordHash && (!configured || state.configuredHash === passwordHash))
        return [];
      return [
        {
          type: 'AdminPasswordChanged',
          data: configured
            ? { adminId, passwordHash, configured: true }
            : { adminId, passwordHash, requestId: null },
        },
      ];
    }
    case 'ResetAdminPassword': {
      const { tokenHash, passwordHash, now } = command.data;
      if (state.passwordHash === null || !opens(state.reset, tokenHash, new Date(now)))
        throw badRequest(RESET_LINK_INVALID_MESSAGE);
      return [{ type: 'AdminPasswordChanged', data: { adminId, passwordHash, requestId: state.reset.id } }];
    }
    case 'RequestAdminPasswordReset':
      if (state.passwordHash === null) return [];
      return [{ type: 'PasswordResetRequested', data: { accountId: adminId, ...command.data } }];
    case 'InviteStaff':
      // an invitation not yet accepted may be sent again; a member who joined (or was disabled) not
      if (state.staff && (state.staff.status === 'active' || state.staff.disabled))
        throw conflict(STAFF_EMAIL_TAKEN_MESSAGE);
      return [{ type: 'StaffInvited', data: command.data }];
    case 'AcceptInvitation': {
      const { tokenHash, passwordHash, now } = command.data;
      const staff = state.staff;
      if (!staff || staff.status !== 'invited' || staff.disabled)
        throw badRequest(INVITATION_INVALID_MESSAGE);
      if (!opens(state.invitation, tokenHash, new Date(now))) throw badRequest(INVITATION_INVALID_MESSAGE);
      return [{ type: 'StaffJoined', data: { adminId, invitationId: state.invitation.id, passwordHash } }];
    }
    case 'ChangeStaff': {
      const staff = state.staff;
      if (!staff) throw notFound(STAFF_NOT_FOUND_MESSAGE);
      const { name, role, disabled } = command.data;
      const events: AdminEvent[] = [];
      if (name !== undefined && name !== state.name)
        events.push({ type: 'StaffRenamed', data: { adminId, name } });
      if (role !== undefined && role !== staff.role)
        events.push({ type: 'StaffRoleChanged', data: { adminId, role } });
      if (disabled !== undefined && disabled !== staff.disabled)
        events.push({ type: disabled ? 'StaffDisabled' : 'StaffEnabled', data: { adminId } });
      return events;
    }
    case 'RenameStaff':
      return command.data.name === state.name
        ? []
        : [{ type: 'StaffRenamed', data: { adminId, name: command.data.name } }];
  }
}

/**
 * An admin account's decider (docs/accounts.md): the owner is registered by the configuration; a member
 * of staff is invited by an admin with a role, joins by choosing a password with the invitation's link
 * (7 days, once, only the newest), may be renamed, given the other role, disabled and enabled again.
 */
export const adminDecider: Decider<AdminState, AdminCommand, AdminEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (state.status === 'account') return evolveAccount(state, event);
    if (event.type === 'AdminRegistered' || event.type === 'StaffInvited')
      return evolveAccount(accountOf(event.data.adminId, event.data.email), event);
    return state;
  },
  decide(command, state) {
    if (state.status === 'account') return decideOnAccount(command, state);
    switch (command.type) {
      case 'RegisterAdmin':
        return [{ type: 'AdminRegistered', data: command.data }];
      case 'InviteStaff':
        return [{ type: 'StaffInvited', data: command.data }];
      case 'AcceptInvitation':
        throw badRequest(INVITATION_INVALID_MESSAGE);
      case 'ResetAdminPassword':
        throw badRequest(RESET_LINK_INVALID_MESSAGE);
      case 'RequestAdminPasswordReset':
        return [];
      case 'ChangeStaff':
        throw notFound(STAFF_NOT_FOUND_MESSAGE);
      default:
        throw notFound('Admin not found.');
    }
  },
};
