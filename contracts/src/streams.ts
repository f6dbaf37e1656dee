import { normaliseEmail } from './accounts/commands';

/**
 * Every stream of the event log, by the id of what it records. A stream is one aggregate: its
 * events are decided on together and appended with the version they were decided on.
 */

// ---- accounts -------------------------------------------------------------------------------------
export const adminStream = (adminId: string) => `admin-${adminId}`;
export const coachStream = (coachId: string) => `coach-${coachId}`;
/**
 * The claim stream of an e-mail address: `coachEmail-<key>` / `adminEmail-<key>`, where the key is the
 * keyed hash of the normalised address (PersonalDataVault.emailStreamKey): no address in a stream id.
 */
export const emailClaimStream = (kind: 'admin' | 'coach', emailKey: string) => `${kind}Email-${emailKey}`;
/** The claim stream of an address as named before stream ids were hashed: read, never created anew. */
export const legacyEmailClaimStream = (kind: 'admin' | 'coach', email: string) =>
  `${kind}Email-${normaliseEmail(email)}`;
/** The erasure of an address known only from mail (contact sender, e-mail recipient), by its keyed hash. */
export const erasedAddressStream = (emailKey: string) => `erasedAddress-${emailKey}`;

// ---- the league -----------------------------------------------------------------------------------
export const venueStream = (venueId: string) => `venue-${venueId}`;
export const leagueStream = (leagueId: string) => `league-${leagueId}`;
/** a team and its roster */
export const teamStream = (teamId: string) => `team-${teamId}`;
export const playerStream = (playerId: string) => `player-${playerId}`;
/** a game and its results */
export const gameStream = (gameId: string) => `game-${gameId}`;
export const calendarEventStream = (eventId: string) => `calendarEvent-${eventId}`;

// ---- registration, organizations, conduct, tournaments -------------------------------------------
export const registeredTeamStream = (registeredTeamId: string) => `registeredTeam-${registeredTeamId}`;
export const organizationStream = (orgId: string) => `organization-${orgId}`;
export const conductStream = (signatureId: string) => `conductSignature-${signatureId}`;
export const tournamentStream = (tournamentId: string) => `tournament-${tournamentId}`;
export const registrantStream = (registrantId: string) => `registrant-${registrantId}`;

// ---- content and mail ------------------------------------------------------------------------------
export const newsStream = (newsId: string) => `news-${newsId}`;
export const videoStream = (videoId: string) => `video-${videoId}`;
export const suspensionStream = (suspensionId: string) => `suspension-${suspensionId}`;
/** the site's table of games per severity for suspensions proposed from the game sheets: one stream */
export const suspensionRulesStream = () => 'suspensionRules';
/** the admin's decision on the suspension a game sheet's penalty proposed */
export const suspensionProposalStream = (gameId: string, entryId: string) =>
  `suspensionProposal-${gameId}:${entryId}`;
export const contactMessageStream = (messageId: string) => `contactMessage-${messageId}`;
export const emailBroadcastStream = (broadcastId: string) => `emailBroadcast-${broadcastId}`;

// ---- unique keys: a stream per value that one record at most may hold -----------------------------
export const orgNameStream = (normalisedName: string) => `orgName-${encodeURIComponent(normalisedName)}`;
export const tournamentNameStream = (normalisedName: string) =>
  `tournamentName-${encodeURIComponent(normalisedName)}`;
export const teamRegistrationStream = (coachId: string, year: number, teamKey: string) =>
  `teamRegistration-${coachId}:${year}:${encodeURIComponent(teamKey)}`;
/** A league's team name, whatever its case: one team of the league holds it. */
export const teamNameStream = (leagueId: string, teamName: string) =>
  `teamName-${leagueId}:${encodeURIComponent(teamName.trim().toLowerCase())}`;
/** A venue at a date and time: one game or event holds it unless booked with allowConflict. */
export const scheduleSlotStream = (slot: { venueId: string; date: string; time: string }) =>
  `scheduleSlot-${slot.venueId}:${slot.date}:${slot.time}`;
