import { z } from 'zod';
import type { NamedId } from '../../wire-id';
import { SLOTS } from '../commands/teams';

/** GET /api/admin/{coachId}/allTeamsForACoach (coach): newest year first, then by team name. */
export const coachTeamItem = z.object({
  _id: z.uuid(),
  coachId: z.uuid(),
  year: z.number().int(),
  organization: z.string(),
  team: z.string(),
  headCoach: z.string(),
  assistantCoaches: z.string(),
  isCurrent: z.boolean(),
});
export type CoachTeamItem = z.infer<typeof coachTeamItem>;
/** A coach's registered team as the pages hold it (`coachTeamItem` is its HTTP shape). */
export type CoachTeam = NamedId<CoachTeamItem, 'registeredTeamId'>;
export const allTeamsForACoachAnswer = z.object({ allTeamsForACoach: z.array(coachTeamItem) });
export type AllTeamsForACoachAnswer = z.infer<typeof allTeamsForACoachAnswer>;

/** A filled roster slot (a slot with a player name) as the admin lists show it. */
export const rosterSlotItem = z.object({
  /** 1..30: the n of isCommitted{n} */
  slot: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  BY: z.number().int().nullable(),
  playerIsGoalie: z.boolean(),
  playerIsTaxi: z.boolean(),
  playerIsActive: z.boolean(),
  playerIsCommitted: z.boolean(),
});
export type RosterSlotItem = z.infer<typeof rosterSlotItem>;

/** A registered (or archived) team in the admin lists. coachEmail: the coach's sign-up address (admin only). */
export const registeredTeamItem = coachTeamItem.extend({
  orgId: z.uuid(),
  /** YYYY-MM-DD: registration or last edit */
  date: z.string(),
  coachEmail: z.string().nullable(),
  /** the filled slots in slot order */
  roster: z.array(rosterSlotItem),
  /** how many filled slots are active */
  activePlayers: z.number().int(),
  version: z.number().int(),
});
export type RegisteredTeamItem = z.infer<typeof registeredTeamItem>;
/** A registered team as the admin's pages hold it (`registeredTeamItem` is its HTTP shape). */
export type RegisteredTeam = NamedId<RegisteredTeamItem, 'registeredTeamId'>;

/**
 * GET /api/registration/allRegisteredTeams?year= (admin): current teams (of that year when given), by
 * year (newest first), organization, team. allEmailAddresses: the listed teams' coaches' e-mails,
 * de-duplicated (case-insensitively) and sorted.
 */
export const allRegisteredTeamsAnswer = z.object({
  allRegisteredTeams: z.array(registeredTeamItem),
  allEmailAddresses: z.array(z.string()),
});
export type AllRegisteredTeamsAnswer = z.infer<typeof allRegisteredTeamsAnswer>;
/** The registered teams as the admin's page holds them: each team by its registeredTeamId. */
export interface RegisteredTeams {
  allRegisteredTeams: RegisteredTeam[];
  allEmailAddresses: string[];
}
/** `?year=` (blank: every year). */
export const allRegisteredTeamsQuery = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number('year must be a number.')
      .int('year must be a whole number.')
      .min(2000, 'year must be from 2000 to 2100.')
      .max(2100, 'year must be from 2000 to 2100.')
      .optional(),
  ),
});

/** GET /api/registration/allArchivedTeams (admin): archived teams, same order and items. */
export const allArchivedTeamsAnswer = z.object({ archivedTeams: z.array(registeredTeamItem) });
export type AllArchivedTeamsAnswer = z.infer<typeof allArchivedTeamsAnswer>;

function slotShape(prefix: string, field: z.ZodType) {
  return Object.fromEntries(SLOTS.map((n) => [`${prefix}${n}`, field]));
}

/**
 * GET /api/admin/{coachId}/{team}/{year} (coach): the registration form's flat fields as recorded, plus
 * playerIsCommitted{n} and `version` (send it back as If-Match). An empty slot has name '' and null
 * number and BY.
 */
export const registeredTeamFormAnswer = z.object({
  _id: z.uuid(),
  coachId: z.uuid(),
  headCoach: z.string(),
  assistantCoaches: z.string(),
  team: z.string(),
  /** the organization's name (what the dropdown shows and sends) */
  org: z.string(),
  year: z.number().int(),
  date: z.string(),
  isCurrent: z.boolean(),
  version: z.number().int(),
  ...slotShape('name', z.string()),
  ...slotShape('number', z.number().int().nullable()),
  ...slotShape('BY', z.number().int().nullable()),
  ...slotShape('playerIsGoalie', z.boolean()),
  ...slotShape('playerIsTaxi', z.boolean()),
  ...slotShape('playerIsActive', z.boolean()),
  ...slotShape('playerIsCommitted', z.boolean()),
});
/** Typed access to the slot fields: `form[`name${n}`]`. */
export type RegisteredTeamFormAnswer = {
  _id: string;
  coachId: string;
  headCoach: string;
  assistantCoaches: string;
  team: string;
  org: string;
  year: number;
  date: string;
  isCurrent: boolean;
  version: number;
} & Record<`name${number}`, string> &
  Record<`number${number}` | `BY${number}`, number | null> &
  Record<
    | `playerIsGoalie${number}`
    | `playerIsTaxi${number}`
    | `playerIsActive${number}`
    | `playerIsCommitted${number}`,
    boolean
  >;
