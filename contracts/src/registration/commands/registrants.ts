import { z } from 'zod';
import { emailField, isEmailAddress } from '../../accounts/commands';
import { isIsoDate, optionalId, optionalText, requiredText } from '../fields';

// Registrants: players who register for a tournament.

export const REGISTRANT_FIRST_NAME_MESSAGE = 'Please enter a first name.';
export const REGISTRANT_LAST_NAME_MESSAGE = 'Please enter a last name.';
export const REGISTRANT_PHONE_MESSAGE = 'Please enter a phone number (digits, spaces, ( ) + - only).';
export const REGISTRANT_ADDRESS_MESSAGE = 'Please enter an address.';
export const REGISTRANT_CITY_MESSAGE = 'Please enter a city.';
export const REGISTRANT_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const REGISTRANT_EMAIL2_MESSAGE = 'The second email address is not valid.';
export const REGISTRANT_BIRTH_DATE_MESSAGE = 'Please enter a date of birth in the past.';
export const REGISTRANT_MIDDLE_INITIAL_MESSAGE = 'The middle initial can have at most 3 characters.';
export const REGISTRANT_NOT_FOUND_MESSAGE = 'Registrant not found.';

const PHONE = /^[\d\s()+-]{7,25}$/;

const phoneField = z
  .string(REGISTRANT_PHONE_MESSAGE)
  .trim()
  .refine((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, REGISTRANT_PHONE_MESSAGE);
const email2Field = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string(REGISTRANT_EMAIL2_MESSAGE)
    .trim()
    .refine((v) => v === '' || isEmailAddress(v), REGISTRANT_EMAIL2_MESSAGE),
);
const birthDateField = z
  .string(REGISTRANT_BIRTH_DATE_MESSAGE)
  .trim()
  .refine((v) => isIsoDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), {
    message: REGISTRANT_BIRTH_DATE_MESSAGE,
  });

/**
 * A registrant's fields (docs/api.md, "Tournaments and registrants"). middleInitial, email2 and
 * parentName are optional ('' when blank).
 */
export const registrantForm = z.object({
  firstName: requiredText(REGISTRANT_FIRST_NAME_MESSAGE, 'The first name', 100),
  middleInitial: optionalText('The middle initial', 3).refine(
    (v) => v.length <= 3,
    REGISTRANT_MIDDLE_INITIAL_MESSAGE,
  ),
  lastName: requiredText(REGISTRANT_LAST_NAME_MESSAGE, 'The last name', 100),
  phoneNumber: phoneField,
  address: requiredText(REGISTRANT_ADDRESS_MESSAGE, 'The address', 300),
  city: requiredText(REGISTRANT_CITY_MESSAGE, 'The city', 100),
  email: emailField,
  email2: email2Field,
  /** YYYY-MM-DD */
  dateOfBirth: birthDateField,
  parentName: optionalText('The parent name', 200),
});
export type RegistrantForm = z.infer<typeof registrantForm>;
export type RegistrantFields = RegistrantForm;

/** POST /api/registration/{tournamentId}/registrants (public, while the tournament is open). */
export const registerPlayerRequest = registrantForm.extend({ id: optionalId });
export type RegisterPlayerRequest = z.infer<typeof registerPlayerRequest>;

/** PATCH /api/admin/{registrantId}/updateRegistrant (admin): any of the fields; absent ones are kept. */
export const updateRegistrantRequest = registrantForm
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send at least one registrant field to change.',
  });
export type UpdateRegistrantRequest = z.infer<typeof updateRegistrantRequest>;

export const registrantParams = z.object({ registrantId: z.uuid('registrantId must be a UUID.') });

export const registrantWriteAnswer = z.object({
  registrantId: z.uuid(),
  tournamentId: z.uuid(),
  position: z.string(),
});
export type RegistrantWriteAnswer = z.infer<typeof registrantWriteAnswer>;
