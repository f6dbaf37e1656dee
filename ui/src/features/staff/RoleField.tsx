import { Radio, Stack } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ROLE_CHOICES } from './schemas';

/** The role an admin gives (admin or scorekeeper), each choice saying what it may do. */
export function RoleField<Values extends FieldValues & { role: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  return (
    <Controller
      control={control}
      name={'role' as Path<Values>}
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Role"
          withAsterisk
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={
            fieldState.isTouched || fieldState.error?.type === 'server'
              ? fieldState.error?.message
              : undefined
          }
        >
          <Stack gap="xs" mt={6}>
            {ROLE_CHOICES.map((choice) => (
              <Radio
                key={choice.value}
                value={choice.value}
                label={choice.label}
                description={choice.description}
                onBlur={field.onBlur}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
