import { z } from 'zod';
import {
  dateField,
  NOTHING_TO_CHANGE_MESSAGE,
  requiredText,
  timeField,
  uuidField,
  writeAnswer,
  zeroTo99,
} from '../fields';

export const PICK_VENUE_MESSAGE = 'Please pick a venue.';
export const PICK_HOME_TEAM_MESSAGE = 'Please pick a home team.';
export const PICK_VISITOR_TEAM_MESSAGE = 'Please pick a visitor team.';
export const TBD_ONLY_IN_PLAYOFFS_MESSAGE = 'A team can be TBD only in a playoff or championship game.';
export const SAME_TEAMS_MESSAGE = 'The home and visitor teams must be two different teams.';
export const PLAYOFF_AND_CHAMPIONSHIP_MESSAGE = 'A game is a playoff game or a championship game, not both.';
export const SEED_MESSAGE = 'A seed must be a number from 0 to 99.';
export const EVENT_NAME_MESSAGE = 'Please enter an event name.';
/** the 409 of a clash (the modal's text, docs/rules.md §5), with `conflicts`: the items at that slot */
export const SCHEDULE_CONFLICT_MESSAGE =
  'We have multiple items scheduled for the same date, time, and place!';
/**
 * the 409 of a team booked twice, with `conflicts`: its other games that date (or, where the league allows
 * double-headers, at that date and time)
 */
export const TEAM_CLASH_MESSAGE = (teamNames: readonly string[], doubleHeaders: boolean) =>
  `A team already has a game ${doubleHeaders ? 'at that date and time' : 'on that date'}: ${teamNames.join(', ')}.`;

/** a team of a game: its id, or null for TBD (playoff and championship games only) */
const teamSlot = (message: string) => z.uuid(message).nullable();
const seed = zeroTo99(SEED_MESSAGE);

const gameFields = {
  leagueId: z.uuid('Please pick a league.'),
  date: dateField,
  time: timeField,
  venueId: z.uuid(PICK_VENUE_MESSAGE),
  homeTeamId: teamSlot(PICK_HOME_TEAM_MESSAGE),
  visitorTeamId: teamSlot(PICK_VISITOR_TEAM_MESSAGE),
  homeTeamSeed: seed,
  visitorTeamSeed: seed,
  playoff: z.boolean('playoff must be true or false.'),
  championship: z.boolean('championship must be true or false.'),
  homeFromGameId: z.uuid('homeFromGameId must be the id of a playoff game (or null).').nullable(),
  visitorFromGameId: z.uuid('visitorFromGameId must be the id of a playoff game (or null).').nullable(),
};

interface GameShape {
  homeTeamId?: string | null;
  visitorTeamId?: string | null;
  playoff?: boolean;
  championship?: boolean;
  homeFromGameId?: string | null;
  visitorFromGameId?: string | null;
}

export const FEED_ONLY_IN_PLAYOFFS_MESSAGE =
  'Only a playoff or championship game can be fed by the winner of another game.';
export const SAME_FEEDER_MESSAGE = 'The home and visitor sides cannot be fed by the same game.';

/**
 * The rules a game's fields must keep together: two different teams, TBD (null) only in playoff and
 * championship games, not both kinds at once. `updateGame` checks them again on the merged game.
 */
export function gameFieldProblems(game: GameShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const knockout = game.playoff === true || game.championship === true;
  if (game.playoff === true && game.championship === true)
    problems.push({ path: 'championship', message: PLAYOFF_AND_CHAMPIONSHIP_MESSAGE });
  if (!knockout && game.homeTeamId === null)
    problems.push({ path: 'homeTeamId', message: TBD_ONLY_IN_PLAYOFFS_MESSAGE });
  if (!knockout && game.visitorTeamId === null)
    problems.push({ path: 'visitorTeamId', message: TBD_ONLY_IN_PLAYOFFS_MESSAGE });
  if (game.homeTeamId && game.homeTeamId === game.visitorTeamId)
    problems.push({ path: 'visitorTeamId', message: SAME_TEAMS_MESSAGE });
  for (const path of ['homeFromGameId', 'visitorFromGameId'] as const)
    if (!knockout && game[path]) problems.push({ path, message: FEED_ONLY_IN_PLAYOFFS_MESSAGE });
  if (game.homeFromGameId && game.homeFromGameId === game.visitorFromGameId)
    problems.push({ path: 'visitorFromGameId', message: SAME_FEEDER_MESSAGE });
  return problems;
}

export const createGameRequest = z
  .object({
    id: uuidField('id').optional(),
    ...gameFields,
    homeTeamId: gameFields.homeTeamId.default(null),
    visitorTeamId: gameFields.visitorTeamId.default(null),
    homeTeamSeed: seed.default(0),
    visitorTeamSeed: seed.default(0),
    playoff: gameFields.playoff.default(false),
    championship: gameFields.championship.default(false),
    homeFromGameId: gameFields.homeFromGameId.default(null),
    visitorFromGameId: gameFields.visitorFromGameId.default(null),
    allowConflict: z.boolean('allowConflict must be true or false.').default(false),
  })
  .superRefine((game, context) => {
    for (const { path, message } of gameFieldProblems(game))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type CreateGameRequest = z.input<typeof createGameRequest>;

export const updateGameRequest = z
  .object({
    leagueId: gameFields.leagueId.optional(),
    date: gameFields.date.optional(),
    time: gameFields.time.optional(),
    venueId: gameFields.venueId.optional(),
    homeTeamId: gameFields.homeTeamId.optional(),
    visitorTeamId: gameFields.visitorTeamId.optional(),
    homeTeamSeed: seed.optional(),
    visitorTeamSeed: seed.optional(),
    playoff: gameFields.playoff.optional(),
    championship: gameFields.championship.optional(),
    homeFromGameId: gameFields.homeFromGameId.optional(),
    visitorFromGameId: gameFields.visitorFromGameId.optional(),
    allowConflict: z.boolean('allowConflict must be true or false.').default(false),
  })
  .refine(
    ({ allowConflict: _, ...fields }) => Object.values(fields).some((field) => field !== undefined),
    NOTHING_TO_CHANGE_MESSAGE,
  );
export type UpdateGameRequest = z.input<typeof updateGameRequest>;

export const eventNameField = requiredText('event name', EVENT_NAME_MESSAGE, 200);

export const createEventRequest = z.object({
  id: uuidField('id').optional(),
  eventName: eventNameField,
  date: dateField,
  time: timeField,
  venueId: z.uuid(PICK_VENUE_MESSAGE),
  leagueId: z.uuid('leagueId must be a UUID (or null for no league).').nullable().default(null),
  allowConflict: z.boolean('allowConflict must be true or false.').default(false),
});
export type CreateEventRequest = z.input<typeof createEventRequest>;

export const updateEventRequest = z
  .object({
    eventName: eventNameField.optional(),
    date: dateField.optional(),
    time: timeField.optional(),
    venueId: z.uuid(PICK_VENUE_MESSAGE).optional(),
    leagueId: z.uuid('leagueId must be a UUID (or null for no league).').nullable().optional(),
    allowConflict: z.boolean('allowConflict must be true or false.').default(false),
  })
  .refine(
    ({ allowConflict: _, ...fields }) => Object.values(fields).some((field) => field !== undefined),
    NOTHING_TO_CHANGE_MESSAGE,
  );
export type UpdateEventRequest = z.input<typeof updateEventRequest>;

export const gameParams = z.object({ gameId: uuidField('gameId') });
export const eventParams = z.object({ eventId: uuidField('eventId') });
/** DELETE /api/admin/{id}/removeEvent: a game or a calendar event */
export const scheduleItemParams = z.object({ id: uuidField('id') });
export const gameWriteAnswer = writeAnswer('gameId');
export const eventWriteAnswer = writeAnswer('eventId');
/** `{ gameId, position }` for a game, `{ eventId, position }` for a calendar event */
export const removeScheduleItemAnswer = z.union([gameWriteAnswer, eventWriteAnswer]);
