import {
  conflict,
  normaliseEmail,
  notFound,
  EMAIL_TAKEN_MESSAGE,
  type AdminEvent,
  type CoachEvent,
  type EmailClaimEvent,
  type PersonalDataErased,
  type SiteAdminDesignated,
  PERSONAL_DATA_ERASED,
} from '@league/contracts';
import type { Decider } from '../handling';

export const SITE_ADMIN_STREAM = 'siteAdmin';

/**
 * An admin or coach account as its stream tells it. `credentials` counts the passwords it has had: a
 * token issued under an earlier one is no longer valid (see sessions).
 */
export type AccountState =
  | { status: 'none' }
  | { status: 'active'; accountId: string; email: string; passwordHash: string; credentials: number }
  /** a coach whose personal data was erased: the account is closed for good, its sessions with it */
  | { status: 'erased' };

export type AdminCommand =
  | { type: 'RegisterAdmin'; data: { adminId: string; email: string; passwordHash: string } }
  | { type: 'ChangeAdminPassword'; data: { passwordHash: string } };

export const adminDecider: Decider<AccountState, AdminCommand, AdminEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminRegistered': {
        const { adminId, email, passwordHash } = event.data;
        return { status: 'active', accountId: adminId, email, passwordHash, credentials: 1 };
      }
      case 'AdminPasswordChanged':
        return state.status === 'active'
          ? { ...state, passwordHash: event.data.passwordHash, credentials: state.credentials + 1 }
          : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterAdmin':
        if (state.status === 'active') throw conflict('This admin already exists.');
        return [{ type: 'AdminRegistered', data: command.data }];
      case 'ChangeAdminPassword':
        if (state.status !== 'active') throw notFound('Admin not found.');
        if (state.passwordHash === command.data.passwordHash) return [];
        return [{ type: 'AdminPasswordChanged', data: { adminId: state.accountId, ...command.data } }];
    }
  },
};

export type CoachCommand = {
  type: 'SignUpCoach';
  data: { coachId: string; email: string; passwordHash: string };
};

/**
 * A coach account (stream coach-<id>). The erasure of the coach's personal data is recorded on the same
 * stream (PersonalDataErased) and closes the account: no login, no session, no sign-up under its id.
 */
export const coachDecider: Decider<AccountState, CoachCommand, CoachEvent | PersonalDataErased> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === PERSONAL_DATA_ERASED) return { status: 'erased' };
    if (event.type !== 'CoachSignedUp' || state.status === 'erased') return state;
    const { coachId, email, passwordHash } = event.data;
    return { status: 'active', accountId: coachId, email, passwordHash, credentials: 1 };
  },
  decide(command, state) {
    if (state.status !== 'none') throw conflict('This coach already exists.');
    return [{ type: 'CoachSignedUp', data: command.data }];
  },
};

/** Who owns an e-mail address (streams adminEmail-… and coachEmail-…): claimed once, by one account. */
export type EmailClaimState = { status: 'free' } | { status: 'claimed'; accountId: string };

export type EmailClaimCommand =
  | { type: 'ClaimAdminEmail'; data: { email: string; adminId: string } }
  | { type: 'ClaimCoachEmail'; data: { email: string; coachId: string } }
  /** Lets the address go when its coach's personal data is erased (nothing when another holds it). */
  | { type: 'ReleaseCoachEmail'; data: { coachId: string } }
  /**
   * Takes over a coach e-mail whose claim `from` never got its account (a crash between the claim and
   * the sign-up). The caller has checked that; the decider only makes sure the claim is still that one.
   */
  | { type: 'TakeOverCoachEmail'; data: { email: string; coachId: string; from: string } };

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminEmailClaimed':
        return { status: 'claimed', accountId: event.data.adminId };
      case 'CoachEmailClaimed':
        return { status: 'claimed', accountId: event.data.coachId };
      case 'CoachEmailReleased':
        return state.status === 'claimed' && state.accountId === event.data.coachId
          ? { status: 'free' }
          : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'ReleaseCoachEmail') {
      const held = state.status === 'claimed' && state.accountId === command.data.coachId;
      return held ? [{ type: 'CoachEmailReleased', data: { coachId: command.data.coachId } }] : [];
    }
    if (command.type === 'TakeOverCoachEmail') {
      if (state.status !== 'claimed' || state.accountId !== command.data.from)
        throw conflict(EMAIL_TAKEN_MESSAGE);
      const { email, coachId } = command.data;
      return [{ type: 'CoachEmailClaimed', data: { email: normaliseEmail(email), coachId } }];
    }
    if (state.status === 'claimed') throw conflict(EMAIL_TAKEN_MESSAGE);
    const email = normaliseEmail(command.data.email);
    return command.type === 'ClaimAdminEmail'
      ? [{ type: 'AdminEmailClaimed', data: { email, adminId: command.data.adminId } }]
      : [{ type: 'CoachEmailClaimed', data: { email, coachId: command.data.coachId } }];
  },
};

/** Which admin account is the site's admin (stream siteAdmin); `designations` counts the changes. */
export type SiteAdminState = { adminId: string | null; designations: number };
export type SiteAdminCommand = { type: 'DesignateSiteAdmin'; data: { adminId: string; email: string } };

export const siteAdminDecider: Decider<SiteAdminState, SiteAdminCommand, SiteAdminDesignated> = {
  initialState: () => ({ adminId: null, designations: 0 }),
  evolve: (state, event) =>
    event.type === 'SiteAdminDesignated'
      ? { adminId: event.data.adminId, designations: state.designations + 1 }
      : state,
  decide: (command, state) =>
    state.adminId === command.data.adminId
      ? []
      : [
          {
            type: 'SiteAdminDesignated',
            data: { adminId: command.data.adminId, email: normaliseEmail(command.data.email) },
          },
        ],
};
