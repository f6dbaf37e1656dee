import { TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FormTextFieldProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  /** false: may stay empty (no asterisk) */
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
}

/**
 * A text input bound to a form whose schema transforms its values (numbers typed as text, optional
 * texts that become null); like TextField, its error shows once the field is touched.
 */
export function ParsedTextField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  required = true,
  placeholder,
  maxLength,
  inputMode,
}: FormTextFieldProps<Values, Output>) {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const shownError = isTouched || form.formState.isSubmitted ? error?.message : undefined;
  return (
    <TextInput
      {...form.register(name)}
      label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      inputMode={inputMode}
      error={shownError}
      withAsterisk={required}
    />
  );
}
