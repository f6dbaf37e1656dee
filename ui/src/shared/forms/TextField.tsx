import { PasswordInput, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface TextFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

/**
 * A text input bound to react-hook-form. Its error shows only once the field has been touched
 * (or the form submitted), as the shared input rules of docs/rules.md §5 ask.
 */
export function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
}: TextFieldProps<Values>) {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const shownError = isTouched || form.formState.isSubmitted ? error?.message : undefined;
  const Input = type === 'password' ? PasswordInput : TextInput;
  return (
    <Input
      {...form.register(name)}
      {...(type === 'email' ? { type: 'email' } : {})}
      label={label}
      autoComplete={autoComplete}
      placeholder={placeholder}
      error={shownError}
      withAsterisk
    />
  );
}
