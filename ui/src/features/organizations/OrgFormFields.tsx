import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { TextField } from '../../shared/forms/TextField';
import { orgFormSchema, type OrgForm } from '../../shared/content/organizations/schemas';

interface OrgFormFieldsProps {
  initialValues?: OrgForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: OrgForm) => void;
}

/** Organization name and address, both required; submit waits until both are filled in. */
export function OrgFormFields({ initialValues, submitLabel, busy, onSubmit }: OrgFormFieldsProps) {
  const form = useForm<OrgForm>({
    resolver: zodResolver(orgFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? { orgName: '', orgAddress: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextField form={form} name="orgName" label="Organization Name" />
        <TextField form={form} name="orgAddress" label="Address" />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/orgs" variant="default">
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
