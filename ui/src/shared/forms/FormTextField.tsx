import { PasswordInput, TextInput } from '../ui/TextInput';
import type { FormFields } from './useFormFields';

interface FormTextFieldProps<Values extends Record<string, string>> {
  form: FormFields<Values>;
  name: keyof Values & string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  placeholder?: string;
  /** required fields carry the asterisk */
  required?: boolean;
}

/** A text input of useFormFields (the public forms), shown as TextField shows a react-hook-form field. */
export function FormTextField<Values extends Record<string, string>>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required = true,
}: FormTextFieldProps<Values>) {
  const Input = type === 'password' ? PasswordInput : TextInput;
  return (
    <Input
      {...form.field(name)}
      {...(type === 'email' || type === 'date' ? { type } : {})}
      label={label}
      autoComplete={autoComplete}
      placeholder={placeholder}
      error={form.error(name)}
      withAsterisk={required}
    />
  );
}
