import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { lazyZodResolver } from '../../shared/forms/lazyZodResolver';
import { TextField } from '../../shared/forms/TextField';
import type { RegistrantFormValues } from './schemas';
import { emptyRegistrant } from './values';

// the API's rules (zod) load with the form's first check: the public player registration page starts without them
const registrantResolver = lazyZodResolver<RegistrantFormValues>(() =>
  import('./schemas').then((schemas) => schemas.registrantFormSchema),
);

interface RegistrantFormFieldsProps {
  initialValues?: RegistrantFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: RegistrantFormValues) => void;
  /** e.g. a CANCEL link */
  secondaryAction?: ReactNode;
}

/** The registrant fields: name, date of birth, phone, e-mails, address, city and parent or guardian. */
export function RegistrantFormFields({
  initialValues,
  submitLabel,
  busy,
  onSubmit,
  secondaryAction,
}: RegistrantFormFieldsProps) {
  const form = useForm<RegistrantFormValues>({
    resolver: registrantResolver,
    mode: 'onTouched',
    defaultValues: initialValues ?? emptyRegistrant(),
  });
  const shownError = (name: FieldPath<RegistrantFormValues>) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return isTouched || form.formState.isSubmitted ? error?.message : undefined;
  };
  const optional = (name: FieldPath<RegistrantFormValues>, label: string, autoComplete?: string) => (
    <TextInput label={label} autoComplete={autoComplete} error={shownError(name)} {...form.register(name)} />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
          {optional('middleInitial', 'Middle Initial', 'additional-name')}
          <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Date of Birth"
            withAsterisk
            autoComplete="bday"
            error={shownError('dateOfBirth')}
            {...form.register('dateOfBirth')}
          />
          <TextField form={form} name="phoneNumber" label="Phone Number" autoComplete="tel" />
          <TextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
          {optional('email2', 'Second E-Mail')}
          <TextField form={form} name="address" label="Address" autoComplete="street-address" />
          <TextField form={form} name="city" label="City" autoComplete="address-level2" />
        </SimpleGrid>
        {optional('parentName', 'Parent or Guardian (players under 18)')}
        <Group justify={secondaryAction ? 'space-between' : 'flex-end'} mt="sm">
          {secondaryAction}
          <Button type="submit" color="red" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
