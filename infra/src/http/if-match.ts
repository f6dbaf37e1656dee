import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { badRequest, IF_MATCH_REQUIRED_MESSAGE, preconditionRequired } from '@league/contracts';

const VERSION = /^(?:W\/)?"?(\d{1,9})"?$/;

export const IF_MATCH_MALFORMED_MESSAGE = 'If-Match must be the version number the record was read with.';

/**
 * The stream version an edit form loaded (`If-Match: 3`, also as an ETag `"3"`). Without the header the
 * edit would overwrite changes its sender never saw: a 428. Anything else is a 400, never ignored.
 */
export function parseIfMatch(header: string | string[] | undefined): number {
  if (header === undefined) throw preconditionRequired(IF_MATCH_REQUIRED_MESSAGE);
  const value = Array.isArray(header) ? header[0] : header;
  const match = VERSION.exec((value ?? '').trim());
  if (!match) throw badRequest(IF_MATCH_MALFORMED_MESSAGE);
  return Number(match[1]);
}

/** The header and the 428 answer as the OpenAPI document shows them. */
const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .describe('The `version` the record was read with (`3`, or as an ETag `"3"`); a different one is a 409.'),
});
const ifMatchRequiredAnswer = z
  .object({ message: z.literal(IF_MATCH_REQUIRED_MESSAGE) })
  .describe('If-Match is missing: nothing was recorded.');

/** The version each request's If-Match named, read before the route's handler runs. */
const versions = new WeakMap<FastifyRequest, number>();

const readIfMatch: preValidationAsyncHookHandler = async (request) => {
  versions.set(request, parseIfMatch(request.headers['if-match']));
};

interface RouteOptions {
  schema: { response?: object };
  preValidation?: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
}

/**
 * The options of a route that edits a versioned record (docs/api.md, "Versions and If-Match"): it
 * requires `If-Match`. The header is read after the access guard and before the body is validated, so a
 * request without it is a 428 and one with a malformed one a 400, before anything is read or recorded;
 * the OpenAPI document lists the header and the 428 answer.
 */
export function requiringIfMatch<Options extends RouteOptions>(options: Options): Options {
  const before = options.preValidation === undefined ? [] : [options.preValidation].flat();
  return {
    ...options,
    preValidation: [readIfMatch, ...before],
    schema: {
      ...options.schema,
      headers: ifMatchHeaders,
      response: { ...options.schema.response, 428: ifMatchRequiredAnswer },
    },
  };
}

/**
 * The version the request's If-Match named. Only a route declared with requiringIfMatch has one: asking
 * on another route is a mistake in that route (a 500), so an edit cannot skip the declaration.
 */
export function ifMatchOf(request: FastifyRequest): number {
  const version = versions.get(request);
  if (version === undefined) {
    throw new Error(`${request.method} ${request.url} edits with If-Match: declare it with requiringIfMatch`);
  }
  return version;
}
