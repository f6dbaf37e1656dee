import { ApiError } from '../api/apiRequest';

/**
 * The server's refusal of a form, field by field: a validation 400 names each bad field (`fields`), and
 * a refusal whose message belongs to one field (an address already taken, a wrong current password) is
 * put beside that field by `byMessage`. Null when it names none of the form's fields: the page then
 * shows the message in its error modal.
 */
export function serverFieldErrors<Name extends string>(
  failure: unknown,
  names: readonly Name[],
  byMessage: Readonly<Record<string, Name>> = {},
): Partial<Record<Name, string>> | null {
  if (!(failure instanceof ApiError)) return null;
  const errors: Partial<Record<Name, string>> = {};
  const body = failure.body as { fields?: unknown } | null;
  const fields = typeof body?.fields === 'object' && body.fields !== null ? body.fields : {};
  for (const [field, message] of Object.entries(fields)) {
    if ((names as readonly string[]).includes(field) && typeof message === 'string') {
      errors[field as Name] = message;
    }
  }
  const named = failure.serverMessage === null ? undefined : byMessage[failure.serverMessage];
  if (named !== undefined && failure.serverMessage !== null) errors[named] ??= failure.serverMessage;
  return Object.keys(errors).length > 0 ? errors : null;
}
