import type { FastifySchemaCompiler } from 'fastify';
import { badRequest } from '@league/contracts';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';

type RawIssue = Parameters<NonNullable<ReturnType<typeof z.config>['localeError']>>[0];

function fieldOf(path: readonly PropertyKey[], httpPart: string | undefined): string {
  return path.length > 0 ? path.map(String).join('.') : (httpPart ?? 'request');
}

/**
 * zod's own wording ("Invalid input: expected string, received number") does not say which field is
 * wrong, so it gets the field's name in front; messages written in the contracts (the texts of
 * docs/rules.md §5 such as 'Please enter a valid email address.') already say it in the user's words and
 * stay as they are.
 */
function defaultMessageNamingTheField(httpPart: string | undefined) {
  return (issue: RawIssue) => {
    const locale = z.config().localeError?.(issue);
    const text = typeof locale === 'string' ? locale : (locale?.message ?? 'Invalid input');
    return `${fieldOf(issue.path ?? [], httpPart)}: ${text}`;
  };
}

/** The validation answer: every bad field with why, once each, in one message. */
export function validationMessage(
  issues: readonly $ZodIssue[],
  httpPart?: string,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, httpPart);
    fields[field] ??= issue.message;
  }
  const message = [...new Set(Object.values(fields))].join(' ');
  return { message, fields };
}

/** Validates a route part with its zod schema; a failure is a 400 `{ message, fields }`. */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const error = defaultMessageNamingTheField(httpPart);
  return (data) => {
    const result = safeParse(schema, data, { error });
    if (result.success) return { value: result.data };
    const { message, fields } = validationMessage(result.error.issues, httpPart);
    return { error: badRequest(message, { fields }) };
  };
};
