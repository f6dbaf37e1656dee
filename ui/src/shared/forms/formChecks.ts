/** The first message per field, by the field's name. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** A form's check: the values to send (as the rules return them) or the messages of the fields that fail. */
export type FormCheck<Values> = (
  values: Values,
) => Promise<{ ok: true; values: Values } | { ok: false; errors: FieldErrors<Values> }>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Rules<Values> {
  safeParseAsync: (
    values: unknown,
  ) => Promise<{ success: true; data: Values } | { success: false; error: { issues: readonly Issue[] } }>;
}

/** Each field's first message, in the rules' order (what react-hook-form's zod resolver shows). */
export function firstErrors<Values>(issues: readonly Issue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

/** A check by the API's rules (zod), loaded on the first check instead of with the page. */
export function lazyRulesCheck<Values>(loadRules: () => Promise<Rules<Values>>): FormCheck<Values> {
  let rules: Promise<Rules<Values>> | undefined;
  return async (values) => {
    rules ??= loadRules();
    const result = await (await rules).safeParseAsync(values);
    return result.success
      ? { ok: true, values: result.data }
      : { ok: false, errors: firstErrors<Values>(result.error.issues) };
  };
}

export interface FormProgress<Values> {
  touched: Partial<Record<keyof Values, boolean>>;
  submitted: boolean;
  errors: FieldErrors<Values>;
}

/** A field's message shows once the field has been left (touched) or the form submitted. */
export function shownError<Values>(progress: FormProgress<Values>, name: keyof Values): string | undefined {
  return progress.touched[name] || progress.submitted ? progress.errors[name] : undefined;
}

/** The field to focus after a refused submit: the first, in the form's order, with a message. */
export function firstFailingField<Values>(
  order: readonly (keyof Values)[],
  errors: FieldErrors<Values>,
): keyof Values | undefined {
  return order.find((name) => errors[name] !== undefined);
}
