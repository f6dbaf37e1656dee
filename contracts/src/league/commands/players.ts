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

export const createPlayerRequest = z.object({
  id: uuidField('id').optional(),
  firstName: firstNameField,
  lastName: lastNameField,
  middleInitial: middleInitialField.optional(),
});
export type CreatePlayerRequest = z.input<typeof createPlayerRequest>;

export const updatePlayerRequest = z
  .object({
    firstName: firstNameField.optional(),
    lastName: lastNameField.optional(),
    middleInitial: middleInitialField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type UpdatePlayerRequest = z.input<typeof updatePlayerRequest>;

export const playerParams = z.object({ playerId: uuidField('playerId') });
export const playerWriteAnswer = writeAnswer('playerId');
