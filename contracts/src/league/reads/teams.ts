import { z } from 'zod';
import { pathTextParam, pathYearParam } from '../../params';
import type { NamedId } from '../../wire-id';
import { teamScheduleItem, type TeamScheduleEntry } from './schedule';

export const rosteredPlayer = z.object({
  rosterPlayerId: z.uuid(),
  playerId: z.uuid(),
  number: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
  /**
   * the team's played games the player played: in the side's lineup on the game sheet, or without a
   * lineup on the roster the result was entered against (read-models' gamesPlayedSql)
   */
  gamesPlayed: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  /** the penalty minutes of the game sheets of the league's played games */
  penaltyMinutes: z.number().int(),
  /** the player has an unserved suspension (docs/api.md "Suspensions") */
  suspended: z.boolean(),
});
export type RosteredPlayer = z.infer<typeof rosteredPlayer>;

/**
 * GET /api/league/rosterAndSchedule?teamId= · GET /api/league/oldRosterAndSchedule/{teamId} ·
 * GET /api/admin/team/current (as `currentTeam`). The record is the team's regular-season line of the
 * standings; `assignedPlayers` how many players are on the roster; roster by number with G/A of every
 * game of the league with a result; schedule: the team's games and its league's calendar events.
 */
export const rosterAndScheduleAnswer = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  year: z.number().int(),
  isCurrent: z.boolean(),
  leagueId: z.uuid(),
  leagueName: z.string(),
  session: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  overtimeLosses: z.number().int(),
  shootoutLosses: z.number().int(),
  assignedPlayers: z.number().int(),
  rosteredPlayers: z.array(rosteredPlayer),
  allGamesAndEventsArray: z.array(teamScheduleItem),
});
export type RosterAndScheduleAnswer = z.infer<typeof rosterAndScheduleAnswer>;
/** A team's roster and schedule as its pages hold it: its items by their itemId. */
export type RosterAndSchedule = Omit<RosterAndScheduleAnswer, 'allGamesAndEventsArray'> & {
  allGamesAndEventsArray: TeamScheduleEntry[];
};

export const rosterAndScheduleQuery = z.object({ teamId: z.uuid('teamId must be a UUID.').optional() });

export const currentTeamAnswer = z.object({ currentTeam: rosterAndScheduleAnswer });
export type CurrentTeamAnswer = z.infer<typeof currentTeamAnswer>;

/**
 * GET /api/admin/teams/archive (public): archived teams with their league (name, its division or null,
 * session), newest year first, then by name.
 */
export const archivedTeamItem = z.object({
  _id: z.uuid(),
  teamName: z.string(),
  year: z.number().int(),
  leagueId: z.uuid(),
  leagueName: z.string(),
  leagueDivisionName: z.string().nullable(),
  session: z.string(),
});
export type ArchivedTeamItem = z.infer<typeof archivedTeamItem>;
/** An archived team as the read model and the pages hold it (`archivedTeamItem` is its HTTP shape). */
export type ArchivedTeam = NamedId<ArchivedTeamItem, 'teamId'>;
export const archivedTeamsAnswer = z.object({ archivedTeams: z.array(archivedTeamItem) });
export type ArchivedTeamsAnswer = z.infer<typeof archivedTeamsAnswer>;

/** GET /api/admin/{teamName}/{year}/roster (admin): the roster by number (newest team of that name and year). */
export const adminRosterPlayerItem = z.object({
  /** the rosterPlayerId */
  _id: z.uuid(),
  playerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
  number: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  /** the player has an unserved suspension (docs/api.md "Suspensions") */
  suspended: z.boolean(),
});
export type AdminRosterPlayerItem = z.infer<typeof adminRosterPlayerItem>;
/** A roster place as the admin's roster pages hold it (`adminRosterPlayerItem` is its HTTP shape). */
export type AdminRosterPlayer = NamedId<AdminRosterPlayerItem, 'rosterPlayerId'>;
export const adminRosterAnswer = z.object({
  teamId: z.uuid(),
  listOfPlayers: z.array(adminRosterPlayerItem),
  isCurrent: z.boolean(),
});
export type AdminRosterAnswer = z.infer<typeof adminRosterAnswer>;
/** The admin's roster as its pages hold it: its players by their rosterPlayerId. */
export type AdminRoster = Omit<AdminRosterAnswer, 'listOfPlayers'> & { listOfPlayers: AdminRosterPlayer[] };

export const adminRosterParams = z.object({
  teamName: pathTextParam('teamName', 100),
  year: pathYearParam(),
});

/** GET /api/admin/team/{teamId} (admin): the update-team form. */
export const adminTeamItem = z.object({
  _id: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  leagueId: z.uuid(),
  leagueName: z.string(),
  session: z.string(),
  year: z.number().int(),
  isCurrent: z.boolean(),
  version: z.number().int(),
});
export type AdminTeamItem = z.infer<typeof adminTeamItem>;
/** A team as its update form holds it (`adminTeamItem` is its HTTP shape). */
export type AdminTeam = NamedId<AdminTeamItem, 'teamId'>;
export const adminTeamAnswer = z.object({ team: adminTeamItem });
export type AdminTeamAnswer = z.infer<typeof adminTeamAnswer>;

/** GET /api/league/teamByName/{leagueName}/{session}/{year}/{teamName}: the newest matching team. */
export const teamByNameAnswer = z.object({ teamId: z.uuid() });
export type TeamByNameAnswer = z.infer<typeof teamByNameAnswer>;

export const teamByNameParams = z.object({
  leagueName: pathTextParam('leagueName', 100),
  session: pathTextParam('session', 100),
  year: pathYearParam(),
  teamName: pathTextParam('teamName', 100),
});
