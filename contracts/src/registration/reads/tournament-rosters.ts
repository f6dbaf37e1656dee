import { z } from 'zod';
import type { NamedId } from '../../wire-id';
import { allRegisteredTeamsQuery } from './teams';

/** A filled roster slot as the public tournament rosters show it: no birth year. */
export const tournamentRosterSlot = z.object({
  /** 1..30 */
  slot: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  playerIsGoalie: z.boolean(),
  playerIsTaxi: z.boolean(),
  playerIsActive: z.boolean(),
  playerIsCommitted: z.boolean(),
});
export type TournamentRosterSlot = z.infer<typeof tournamentRosterSlot>;

/** A current registered team on the public rosters page: no coach names, e-mails, coachId or birth years. */
export const tournamentRosterItem = z.object({
  _id: z.uuid(),
  year: z.number().int(),
  organization: z.string(),
  team: z.string(),
  /** the filled slots in slot order */
  roster: z.array(tournamentRosterSlot),
  /** how many filled slots are active */
  activePlayers: z.number().int(),
});
export type TournamentRosterItem = z.infer<typeof tournamentRosterItem>;
/** A team of the public rosters as the page holds it (`tournamentRosterItem` is its HTTP shape). */
export type TournamentRoster = NamedId<TournamentRosterItem, 'registeredTeamId'>;

/**
 * GET /api/registration/tournamentRosters?year= (public): the current registered teams of `year` (blank:
 * the newest year that has any), by team name. years: every year with current registered teams, newest
 * first. year is null when there is none.
 */
export const tournamentRostersAnswer = z.object({
  year: z.number().int().nullable(),
  years: z.array(z.number().int()),
  tournamentRosters: z.array(tournamentRosterItem),
});
export type TournamentRostersAnswer = z.infer<typeof tournamentRostersAnswer>;
/** The public rosters of a year as the page holds them: each team by its registeredTeamId. */
export type TournamentRostersOfYear = Omit<TournamentRostersAnswer, 'tournamentRosters'> & {
  tournamentRosters: TournamentRoster[];
};
/** `?year=` (blank: the newest year with current registered teams). */
export const tournamentRostersQuery = allRegisteredTeamsQuery;
