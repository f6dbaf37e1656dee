import type { RosterSlot } from './commands/teams';
import { eventTypes } from '../events';

/**
 * Events of registration, organizations, conduct, tournaments and registrants. Streams:
 * organization-<id>, orgName-<normalised name> (a name belongs to one organization at a time),
 * registeredTeam-<id>, teamRegistration-<coachId>:<year>:<normalised team> (one registration per coach,
 * team and year), conductSignature-<id>, tournament-<id>, tournamentName-<normalised name>, registrant-<id>.
 * "…Updated/Edited" events carry the whole record as it is after the change.
 */

export interface OrganizationCreated {
  type: 'OrganizationCreated';
  data: { orgId: string; orgName: string; orgAddress: string };
}
export interface OrganizationUpdated {
  type: 'OrganizationUpdated';
  data: { orgId: string; orgName: string; orgAddress: string };
}
export interface OrganizationRemoved {
  type: 'OrganizationRemoved';
  data: { orgId: string };
}
export type OrganizationEvent = OrganizationCreated | OrganizationUpdated | OrganizationRemoved;
export const ORGANIZATION_EVENT_TYPES = eventTypes<OrganizationEvent>({
  OrganizationCreated: true,
  OrganizationUpdated: true,
  OrganizationRemoved: true,
});

/** A unique name or key held by one record (orgName-…, teamRegistration-…, tournamentName-…). */
export interface UniqueKeyClaimed {
  type: 'UniqueKeyClaimed';
  data: { key: string; ownerId: string };
}
export interface UniqueKeyReleased {
  type: 'UniqueKeyReleased';
  data: { key: string; ownerId: string };
}
export type UniqueKeyEvent = UniqueKeyClaimed | UniqueKeyReleased;

/** The registered team as it is (registration, edit). */
export interface RegisteredTeamData {
  registeredTeamId: string;
  coachId: string;
  orgId: string;
  organization: string;
  team: string;
  year: number;
  headCoach: string;
  assistantCoaches: string;
  /** YYYY-MM-DD: the day of the registration or last edit */
  date: string;
  roster: RosterSlot[];
}
export interface TeamRegistered {
  type: 'TeamRegistered';
  data: RegisteredTeamData;
}
export interface RegisteredTeamEdited {
  type: 'RegisteredTeamEdited';
  data: RegisteredTeamData;
}
/** committed: the 30 slots' playerIsCommitted after the change */
export interface PlayersMarkedCommitted {
  type: 'PlayersMarkedCommitted';
  data: { registeredTeamId: string; committed: boolean[] };
}
export interface RegisteredTeamArchived {
  type: 'RegisteredTeamArchived';
  data: { registeredTeamId: string };
}
export interface RegisteredTeamRestored {
  type: 'RegisteredTeamRestored';
  data: { registeredTeamId: string };
}
export type RegisteredTeamEvent =
  | TeamRegistered
  | RegisteredTeamEdited
  | PlayersMarkedCommitted
  | RegisteredTeamArchived
  | RegisteredTeamRestored;
export const REGISTERED_TEAM_EVENT_TYPES = eventTypes<RegisteredTeamEvent>({
  TeamRegistered: true,
  RegisteredTeamEdited: true,
  PlayersMarkedCommitted: true,
  RegisteredTeamArchived: true,
  RegisteredTeamRestored: true,
});

export interface CodeOfConductSigned {
  type: 'CodeOfConductSigned';
  data: {
    signatureId: string;
    firstName: string;
    lastName: string;
    team: string;
    season: string;
    date: string;
  };
}
export type ConductEvent = CodeOfConductSigned;
export const CONDUCT_EVENT_TYPES = eventTypes<ConductEvent>({
  CodeOfConductSigned: true,
});

export interface TournamentData {
  tournamentId: string;
  leagueNameAndDesc: string;
  closeDate: string;
  price: number;
}
export interface TournamentCreated {
  type: 'TournamentCreated';
  data: TournamentData;
}
export interface TournamentUpdated {
  type: 'TournamentUpdated';
  data: TournamentData;
}
export type TournamentEvent = TournamentCreated | TournamentUpdated;
export const TOURNAMENT_EVENT_TYPES = eventTypes<TournamentEvent>({
  TournamentCreated: true,
  TournamentUpdated: true,
});

export interface RegistrantData {
  registrantId: string;
  tournamentId: string;
  firstName: string;
  middleInitial: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  city: string;
  email: string;
  email2: string;
  dateOfBirth: string;
  parentName: string;
}
export interface PlayerRegisteredForTournament {
  type: 'PlayerRegisteredForTournament';
  data: RegistrantData;
}
export interface RegistrantUpdated {
  type: 'RegistrantUpdated';
  data: RegistrantData;
}
export interface RegistrantRemoved {
  type: 'RegistrantRemoved';
  data: { registrantId: string; tournamentId: string };
}
export type RegistrantEvent = PlayerRegisteredForTournament | RegistrantUpdated | RegistrantRemoved;
export const REGISTRANT_EVENT_TYPES = eventTypes<RegistrantEvent>({
  PlayerRegisteredForTournament: true,
  RegistrantUpdated: true,
  RegistrantRemoved: true,
});
