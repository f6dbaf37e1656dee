import type { FastifyRequest } from 'fastify';
import type { CommandContext } from './decide-append';

const CORRELATION_ID = /^[\w.:-]{1,100}$/;

/** The metadata source of a command sent over HTTP: the guard's actor, the request as the cause. */
export function commandContext(request: FastifyRequest, now: () => Date): CommandContext {
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && CORRELATION_ID.test(header) ? header : request.id;
  return { actor: request.actor, correlationId, causationId: request.id, now };
}
