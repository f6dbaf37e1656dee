import { z } from 'zod';
import type { NamedId } from '../../wire-id';
import { isPlainText } from '../../text';
import { TOURNAMENT_NAME_MESSAGE } from '../commands/tournaments';

/** GET /api/registration/{leagueNameAndDesc} (admin): the tournament's name as the path gives it. */
export const leagueNameParams = z.object({
  leagueNameAndDesc: z
    .string(TOURNAMENT_NAME_MESSAGE)
    .trim()
    .min(1, TOURNAMENT_NAME_MESSAGE)
    .max(200, { message: 'leagueNameAndDesc can have at most 200 characters.', abort: true })
    .refine(isPlainText, 'leagueNameAndDesc contains characters that cannot be used.'),
});

export const registrantItem = z.object({
  _id: z.uuid(),
  tournamentId: z.uuid(),
  leagueNameAndDesc: z.string(),
  firstName: z.string(),
  middleInitial: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  email: z.string(),
  email2: z.string(),
  dateOfBirth: z.string(),
  parentName: z.string(),
  /** when the player registered (ISO timestamp) */
  registeredAt: z.string(),
  version: z.number().int(),
});
export type RegistrantItem = z.infer<typeof registrantItem>;
/** A registrant as the read model and the pages hold it (`registrantItem` is its HTTP shape). */
export type Registrant = NamedId<RegistrantItem, 'registrantId'>;
/** GET /api/registration/{leagueNameAndDesc} (admin): by last name, then first name. */
export const allRegisteredPlayersAnswer = z.object({
  allRegisteredPlayersInLeague: z.array(registrantItem),
});
export type AllRegisteredPlayersAnswer = z.infer<typeof allRegisteredPlayersAnswer>;
/** GET /api/admin/registrant/{registrantId} (admin), for the update form. */
export const registrantAnswer = z.object({ registrant: registrantItem });
export type RegistrantAnswer = z.infer<typeof registrantAnswer>;
