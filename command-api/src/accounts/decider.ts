import {
  conflict,
  normaliseEmail,
  EMAIL_TAKEN_MESSAGE,
  adminStream,
  coachStream,
  type EmailClaimEvent,
  type SiteAdminDesignated,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';
import { adminDecider } from './admin-decider';
import { coachDecider } from './coach-decider';

export const SITE_ADMIN_STREAM = 'siteAdmin';

export {
  adminDecider,
  type AdminAccountState,
  type AdminCommand,
  type AdminState,
  type StaffStanding,
} from './admin-decider';
export { coachDecider, type ActiveCoachState, type CoachCommand, type CoachState } from './coach-decider';

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

/** A coach's account on its stream. */
export const coachAggregate = aggregate(coachDecider, coachStream);
/** An admin's account (the owner or a member of staff) on its stream. */
export const adminAggregate = aggregate(adminDecider, adminStream);
