import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, isPosition } from '@league/contracts';
import type { ReadModels } from '@league/contracts/projections';
import type { QueryApiDeps } from './deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the projections a read route reads from: X-Min-Position waits for these only (reads.ts) */
    projections?: ReadModels;
  }
}

export const MIN_POSITION_HEADER = 'x-min-position';
export const STALE_HEADER = 'X-Stale';
/**
 * On a read's answer: the newest position at which a read model's data had changed when the read was
 * made, so the answer shows every change up to it; a page's first live stream starts there (docs/live.md).
 */
export const READ_POSITION_HEADER = 'X-Read-Position';
export const DEFAULT_CONSISTENCY_TIMEOUT_MS = 3_000;

/**
 * `X-Min-Position: <position>` (the highest position the client has seen in a write's answer): the read
 * waits, bounded, until the projections it reads have passed it, so the client sees its own writes. When
 * the wait runs out the read is answered anyway, marked `X-Stale: 1`. A malformed value is a 400.
 * Runs as a preHandler, after the access guard, so only callers allowed to read can make a read wait.
 */
export function consistencyWait(deps: QueryApiDeps) {
  const timeoutMs = deps.consistencyTimeoutMs ?? DEFAULT_CONSISTENCY_TIMEOUT_MS;
  // a callback hook: most reads carry no X-Min-Position, and an async hook costs them a promise each
  return function waitForMinPosition(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    const header = request.headers[MIN_POSITION_HEADER];
    if (header === undefined || header === '') {
      done();
      return;
    }
    const position = Array.isArray(header) ? header[0] : header;
    if (!isPosition(position)) {
      done(badRequest('X-Min-Position must be a position from a write answer, such as 1.42.'));
      return;
    }
    deps.waitForPosition(position, timeoutMs, request.routeOptions.config.projections).then(
      (reached) => {
        if (!reached) reply.header(STALE_HEADER, '1');
        done();
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'waiting for the projections failed; answering without the wait');
        reply.header(STALE_HEADER, '1');
        done();
      },
    );
  };
}
