import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { LeagueError } from '@league/contracts';
import { WrongExpectedVersionError } from '../eventstore/types';

export const CONCURRENT_CHANGE_MESSAGE =
  'Someone else changed this in the meantime. Reload it and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Friendlier words for fastify's own client errors; the status stays fastify's. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/** One place that turns any error into the `{ message }` answer of the HTTP contract. */
export function shapeError(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof LeagueError) {
    return { status: error.status, body: { ...error.details, message: error.message } };
  }
  if (error instanceof WrongExpectedVersionError) {
    return { status: 409, body: { message: CONCURRENT_CHANGE_MESSAGE } };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = (fastifyError?.code && FASTIFY_MESSAGES[fastifyError.code]) ?? fastifyError?.message;
    return { status, body: { message: message || 'The request was not understood.' } };
  }
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = shapeError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, message: body.message }, 'request rejected');
  return reply.code(status).send(body);
}
