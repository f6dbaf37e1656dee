import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  firstFailingField,
  shownError,
  type FieldErrors,
  type FormCheck,
  type FormProgress,
} from './formChecks';

type TextValues = Record<string, string>;

/** What a text input needs from the form: value, handlers, and a ref to focus it. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

export interface FormFields<Values extends TextValues> {
  field: (name: keyof Values & string) => BoundField;
  /** the message to show under a field (once it has been left, or the form submitted) */
  error: (name: keyof Values & string) => string | undefined;
  /** every field passes the rules (false until the first check has answered) */
  isValid: boolean;
  handleSubmit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Controlled text fields checked by the form's rules on every change, as react-hook-form's onTouched
 * mode shows them: a field's message appears once it has been left or the form submitted; a refused
 * submit focuses the first failing field; a valid one gets the values the rules return.
 */
export function useFormFields<Values extends TextValues>({
  defaultValues,
  check,
}: {
  defaultValues: Values;
  check: FormCheck<Values>;
}): FormFields<Values> {
  const values = useRef(defaultValues);
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});
  const latestCheck = useRef(0);
  const [shown, setShown] = useState(defaultValues);
  const [progress, setProgress] = useState<FormProgress<Values> & { checked: boolean }>({
    touched: {},
    submitted: false,
    errors: {},
    checked: false,
  });

  const recheck = (submitted: boolean) => {
    const run = ++latestCheck.current;
    const checking = check(values.current);
    void checking.then((result) => {
      if (run !== latestCheck.current) return;
      const errors: FieldErrors<Values> = result.ok ? {} : result.errors;
      setProgress((current) => ({
        ...current,
        errors,
        checked: true,
        submitted: current.submitted || submitted,
      }));
    });
    return checking;
  };

  useEffect(() => {
    void recheck(false);
    // the first check, once: later ones follow the changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const order = Object.keys(defaultValues) as (keyof Values & string)[];
  return {
    field: (name) => ({
      name,
      value: shown[name] ?? '',
      onChange: (event) => {
        values.current = { ...values.current, [name]: event.currentTarget.value };
        setShown(values.current);
        void recheck(false);
      },
      onBlur: () => setProgress((current) => ({ ...current, touched: { ...current.touched, [name]: true } })),
      ref: (element) => {
        inputs.current[name] = element;
      },
    }),
    error: (name) => shownError(progress, name),
    isValid: progress.checked && Object.keys(progress.errors).length === 0,
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      void recheck(true).then((result) => {
        if (result.ok) {
          onValid(result.values);
          return;
        }
        const failing = firstFailingField(order, result.errors);
        if (failing) inputs.current[failing]?.focus();
      });
    },
  };
}
