import type { Registrant, RegistrantFormValues } from './schemas';

// Apart from the zod schema in ./schemas, so the public player registration page loads without zod.

export const emptyRegistrant = (): RegistrantFormValues => ({
  firstName: '',
  middleInitial: '',
  lastName: '',
  dateOfBirth: '',
  phoneNumber: '',
  email: '',
  email2: '',
  address: '',
  city: '',
  parentName: '',
});

export const toRegistrantForm = (registrant: Registrant): RegistrantFormValues => ({
  firstName: registrant.firstName,
  middleInitial: registrant.middleInitial,
  lastName: registrant.lastName,
  dateOfBirth: registrant.dateOfBirth,
  phoneNumber: registrant.phoneNumber,
  email: registrant.email,
  email2: registrant.email2,
  address: registrant.address,
  city: registrant.city,
  parentName: registrant.parentName,
});

export const trimmed = (values: RegistrantFormValues): RegistrantFormValues =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as RegistrantFormValues;
