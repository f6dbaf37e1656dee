import { z } from 'zod';
import { isPlainText } from '../../text';
import { NOTHING_TO_CHANGE_MESSAGE, requiredText, uuidField, writeAnswer } from '../fields';

export const FIRST_NAME_MESSAGE = 'Please enter a first name.';
export const LAST_NAME_MESSAGE = 'Please enter a last name.';
export const MIDDLE_INITIAL_MESSAGE = 'The middle initial must be a single letter.';

export const firstNameField = requiredText('first name', FIRST_NAME_MESSAGE, 50);
export const lastNameField = requiredText('last name', LAST_NAME_MESSAGE, 50);
/** One letter (a trailing period is dropped), stored upper-case; '' or null: none. */
export const middleInitialField = z
  .string(MIDDLE_INITIAL_MESSAGE)
  .trim()
  .refine(isPlainText, MIDDLE_INITIAL_MESSAGE)
  .refine((value) => /^(?:\p{L}\.?)?$/u.test(value), MIDDLE_INITIAL_MESSAGE)
  .nullable()
  .transform((value) => (value ? value.replace('.', '').toUpperCase() : null));

/**
 * A player's own fields, declared once (docs/architecture.md, "Adding a field to a player"): the create
 * and update requests, the PlayerCreated and PlayerUpdated events (`PlayerFields`), the admin's player
 * form and the spreadsheet import all follow from them.
 */
export const playerDetailFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  middleInitial: middleInitialField,
};
const playerDetails = z.object(playerDetailFields);
export type PlayerDetails = z.output<typeof playerDetails>;
/**
 * The value of each field a create may leave out, and of a field missing from an event recorded before
 * the field existed (contracts/src/upcasting.ts fills it in).
 */
export const PLAYER_DETAIL_DEFAULTS = { middleInitial: null } as const satisfies Partial<PlayerDetails>;
const leftOut = Object.fromEntries(Object.keys(PLAYER_DETAIL_DEFAULTS).map((key) => [key, true])) as {
  [Key in keyof typeof PLAYER_DETAIL_DEFAULTS]: true;
};

/** The fields as a new player's form and the create request take them: the defaulted ones optional. */
export const newPlayerDetails = playerDetails.partial(leftOut);

export const createPlayerRequest = newPlayerDetails.extend({ id: uuidField('id').optional() });
export type CreatePlayerRequest = z.input<typeof createPlayerRequest>;

export const updatePlayerRequest = playerDetails
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type UpdatePlayerRequest = z.input<typeof updatePlayerRequest>;

export const playerParams = z.object({ playerId: uuidField('playerId') });
export const playerWriteAnswer = writeAnswer('playerId');
