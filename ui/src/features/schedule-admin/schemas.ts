import {
  dateField,
  eventNameField,
  gameFieldProblems,
  PICK_HOME_TEAM_MESSAGE,
  PICK_LEAGUE_MESSAGE,
  PICK_VENUE_MESSAGE,
  PICK_VISITOR_TEAM_MESSAGE,
  SEED_MESSAGE,
  timeField,
  zeroTo99,
} from '@league/contracts';
import { z } from 'zod';
import { numberText } from '../../shared/forms/numberText';

/** The team pickers' value for "not known yet" (sent as null; playoff and championship games only). */
export const TBD = 'TBD';

const teamChoice = (message: string) =>
  z
    .string()
    .min(1, message)
    .transform((value) => (value === TBD ? null : value));

/** The game form: the API's fields and rules (dates YYYY-MM-DD and times HH:MM from the native pickers). */
export const gameFormSchema = z
  .object({
    leagueId: z.string().min(1, PICK_LEAGUE_MESSAGE),
    date: dateField,
    time: timeField,
    venueId: z.string().min(1, PICK_VENUE_MESSAGE),
    homeTeamId: teamChoice(PICK_HOME_TEAM_MESSAGE),
    visitorTeamId: teamChoice(PICK_VISITOR_TEAM_MESSAGE),
    homeTeamSeed: numberText(zeroTo99(SEED_MESSAGE)),
    visitorTeamSeed: numberText(zeroTo99(SEED_MESSAGE)),
    playoff: z.boolean(),
    championship: z.boolean(),
    /** the playoff game whose winner plays on that side; '' for none (sent as null) */
    homeFromGameId: z.string().transform((value) => value || null),
    visitorFromGameId: z.string().transform((value) => value || null),
  })
  .superRefine((game, context) => {
    for (const { path, message } of gameFieldProblems(game))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type GameForm = z.input<typeof gameFormSchema>;
export type GameValues = z.output<typeof gameFormSchema>;

export const eventFormSchema = z.object({
  eventName: eventNameField,
  date: dateField,
  time: timeField,
  venueId: z.string().min(1, PICK_VENUE_MESSAGE),
  /** '' for an event of no league */
  leagueId: z.string().transform((value) => value || null),
});
export type EventForm = z.input<typeof eventFormSchema>;
export type EventValues = z.output<typeof eventFormSchema>;
