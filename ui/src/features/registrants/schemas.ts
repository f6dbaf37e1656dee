import { registrantForm } from '@league/contracts';
import { z } from 'zod';
import { asApiField } from '../../shared/forms/asApiField';

const fields = registrantForm.shape;

/** A registrant's fields (docs/api.md, "Tournaments and registrants"), each checked by the API's own rule. */
export const registrantFormSchema = z.object({
  firstName: asApiField(fields.firstName),
  middleInitial: asApiField(fields.middleInitial),
  lastName: asApiField(fields.lastName),
  dateOfBirth: asApiField(fields.dateOfBirth),
  phoneNumber: asApiField(fields.phoneNumber),
  email: asApiField(fields.email),
  email2: asApiField(fields.email2),
  address: asApiField(fields.address),
  city: asApiField(fields.city),
  parentName: asApiField(fields.parentName),
});
export type RegistrantFormValues = z.input<typeof registrantFormSchema>;
export type { Registrant } from '@league/contracts';
