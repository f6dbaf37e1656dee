import {
  badRequest,
  conflict,
  notFound,
  CONFIRMATION_LINK_INVALID_MESSAGE,
  PERSONAL_DATA_ERASED,
  RESET_LINK_INVALID_MESSAGE,
  type CoachEvent,
  type EmailConfirmationRequested,
  type PasswordResetRequested,
  type PersonalDataErased,
} from '@league/contracts';
import type { Decider } from '../handling';
import { opens, type PendingLink } from './links';

/**
 * A coach account (stream coach-<id>). `credentials` counts the passwords it has had (a token issued
 * under an earlier one is no longer valid); `emailConfirmed` whether its address was shown to reach the
 * coach (an account signed up before addresses were confirmed counts as confirmed: its sign-up recorded
 * no confirmation request). The erasure of the coach's personal data is recorded on the same stream
 * (PersonalDataErased) and closes the account: no login, no session, no sign-up under its id.
 */
export type CoachState =
  | { status: 'none' }
  | {
      status: 'active';
      accountId: string;
      email: string;
      name: string | null;
      passwordHash: string;
      credentials: number;
      emailConfirmed: boolean;
      confirmation: PendingLink | null;
      reset: PendingLink | null;
    }
  | { status: 'erased' };

export type ActiveCoachState = Extract<CoachState, { status: 'active' }>;

type LinkRequest = Omit<EmailConfirmationRequested['data'], 'coachId'>;

export type CoachCommand =
  | {
      type: 'SignUpCoach';
      data: { coachId: string; email: string; passwordHash: string; confirmation: LinkRequest };
    }
  | { type: 'RequestEmailConfirmation'; data: LinkRequest }
  | { type: 'ConfirmEmail'; data: { tokenHash: string; now: string } }
  | { type: 'RequestCoachPasswordReset'; data: Omit<PasswordResetRequested['data'], 'accountId'> }
  | { type: 'ResetCoachPassword'; data: { tokenHash: string; passwordHash: string; now: string } }
  | { type: 'ChangeCoachPassword'; data: { passwordHash: string } }
  | { type: 'RenameCoach'; data: { name: string } };

type CoachStreamEvent = CoachEvent | PersonalDataErased;

function evolveActive(state: ActiveCoachState, event: CoachEvent): ActiveCoachState {
  switch (event.type) {
    case 'CoachSignedUp':
      return state;
    case 'EmailConfirmationRequested': {
      const { requestId, tokenHash, expiresAt } = event.data;
      return { ...state, emailConfirmed: false, confirmation: { id: requestId, tokenHash, expiresAt } };
    }
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true, confirmation: null };
    case 'PasswordResetRequested': {
      const { requestId, tokenHash, expiresAt } = event.data;
      return { ...state, reset: { id: requestId, tokenHash, expiresAt } };
    }
    case 'CoachPasswordChanged':
      // any new password voids a reset link still unused
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        credentials: state.credentials + 1,
        reset: null,
      };
    case 'CoachRenamed':
      return { ...state, name: event.data.name };
  }
}

function decideOnActive(command: CoachCommand, state: ActiveCoachState): CoachEvent[] {
  const coachId = state.accountId;
  switch (command.type) {
    case 'SignUpCoach':
      throw conflict('This coach already exists.');
    case 'RequestEmailConfirmation':
      if (state.emailConfirmed) return [];
      return [{ type: 'EmailConfirmationRequested', data: { coachId, ...command.data } }];
    case 'ConfirmEmail': {
      const { tokenHash, now } = command.data;
      if (!opens(state.confirmation, tokenHash, new Date(now)))
        throw badRequest(CONFIRMATION_LINK_INVALID_MESSAGE);
      return [{ type: 'EmailConfirmed', data: { coachId, requestId: state.confirmation.id } }];
    }
    case 'RequestCoachPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { accountId: coachId, ...command.data } }];
    case 'ResetCoachPassword': {
      const { tokenHash, passwordHash, now } = command.data;
      if (!opens(state.reset, tokenHash, new Date(now))) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      const requestId = state.reset.id;
      // the link reached the address: whoever reads its mail holds the account now
      return [
        { type: 'CoachPasswordChanged', data: { coachId, passwordHash, requestId } },
        ...(state.emailConfirmed ? [] : [{ type: 'EmailConfirmed' as const, data: { coachId, requestId } }]),
      ];
    }
    case 'ChangeCoachPassword':
      if (command.data.passwordHash === state.passwordHash) return [];
      return [
        {
          type: 'CoachPasswordChanged',
          data: { coachId, passwordHash: command.data.passwordHash, requestId: null },
        },
      ];
    case 'RenameCoach':
      return command.data.name === state.name
        ? []
        : [{ type: 'CoachRenamed', data: { coachId, name: command.data.name } }];
  }
}

/** A coach account's decider: sign-up (with its address to confirm), confirmation, passwords, name. */
export const coachDecider: Decider<CoachState, CoachCommand, CoachStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === PERSONAL_DATA_ERASED) return { status: 'erased' };
    if (state.status === 'active') return evolveActive(state, event);
    if (state.status === 'none' && event.type === 'CoachSignedUp') {
      const { coachId, email, passwordHash } = event.data;
      return {
        status: 'active',
        accountId: coachId,
        email,
        name: null,
        passwordHash,
        credentials: 1,
        emailConfirmed: true,
        confirmation: null,
        reset: null,
      };
    }
    return state;
  },
  decide(command, state) {
    if (state.status === 'active') return decideOnActive(command, state);
    switch (command.type) {
      case 'SignUpCoach': {
        if (state.status === 'erased') throw conflict('This coach already exists.');
        const { coachId, email, passwordHash, confirmation } = command.data;
        return [
          { type: 'CoachSignedUp', data: { coachId, email, passwordHash } },
          { type: 'EmailConfirmationRequested', data: { coachId, ...confirmation } },
        ];
      }
      case 'ConfirmEmail':
        throw badRequest(CONFIRMATION_LINK_INVALID_MESSAGE);
      case 'ResetCoachPassword':
        throw badRequest(RESET_LINK_INVALID_MESSAGE);
      case 'RequestCoachPasswordReset':
      case 'RequestEmailConfirmation':
        return [];
      default:
        throw notFound('Coach not found.');
    }
  },
};
