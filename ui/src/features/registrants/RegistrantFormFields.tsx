import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import { Button } from '../../shared/ui/Button';
import type { RegistrantFormValues } from './schemas';
import classes from './RegistrantFormFields.module.css';
import { emptyRegistrant } from './values';

// the API's rules (zod) load with the form's first check: the public player registration page starts without them
const registrantCheck = lazyRulesCheck<RegistrantFormValues>(() =>
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
  const form = useFormFields<RegistrantFormValues>({
    check: registrantCheck,
    defaultValues: initialValues ?? emptyRegistrant(),
  });
  const optional = (name: keyof RegistrantFormValues, label: string, autoComplete?: string) => (
    <FormTextField form={form} name={name} label={label} autoComplete={autoComplete} required={false} />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <div className={`${classes.grid} ${classes.three}`}>
          <FormTextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
          {optional('middleInitial', 'Middle Initial', 'additional-name')}
          <FormTextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
        </div>
        <div className={`${classes.grid} ${classes.two}`}>
          <FormTextField
            form={form}
            name="dateOfBirth"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
          />
          <FormTextField form={form} name="phoneNumber" label="Phone Number" autoComplete="tel" />
          <FormTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
          {optional('email2', 'Second E-Mail')}
          <FormTextField form={form} name="address" label="Address" autoComplete="address-line1" />
          <FormTextField form={form} name="city" label="City" autoComplete="address-level2" />
        </div>
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
