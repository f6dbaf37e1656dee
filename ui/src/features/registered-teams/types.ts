import type { RegisteredTeam, RosterSlotItem } from '@league/contracts';

/** A registered (or archived) team of GET /api/registration/allRegisteredTeams and allArchivedTeams. */
export type { RegisteredTeam };
/** One filled roster slot. */
export type TeamRosterSlot = RosterSlotItem;

/** The slots that hold a player (the server lists only those; an empty name is skipped all the same). */
export const filledSlots = (team: RegisteredTeam) => team.roster.filter((slot) => slot.name.trim() !== '');
