import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { TextField } from '../../shared/forms/TextField';
import { venueFormSchema, type VenueForm } from '../../shared/admin/venueSchemas';

interface VenueFormFieldsProps {
  initialValues?: VenueForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: VenueForm) => void;
}

/** Venue name and address, both required; the submit button waits until both are filled in. */
export function VenueFormFields({ initialValues, submitLabel, busy, onSubmit }: VenueFormFieldsProps) {
  const form = useForm<VenueForm>({
    resolver: zodResolver(venueFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? { venueName: '', venueAddress: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextField form={form} name="venueName" label="Venue Name" />
        <TextField form={form} name="venueAddress" label="Address" />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/venues" variant="default">
            CANCEL
          </Button>
          <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
