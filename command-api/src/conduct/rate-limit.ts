import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { LeagueError, PUBLIC_FORM_TOO_MANY_MESSAGE } from '@league/contracts';
import type { SharedLimits } from '@league/infra/http';

/** Public forms that record events: at most 30 submissions per client address in 10 minutes. */
export const PUBLIC_FORM_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 };

/**
 * Limits every route of the calling plugin's scope (and only those) per client address; `scope` names
 * the count when the limits are shared by the replicas (`limits`).
 */
export async function limitPublicForms(
  app: FastifyInstance,
  scope: string,
  limits: SharedLimits | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    max: PUBLIC_FORM_LIMIT.max,
    timeWindow: PUBLIC_FORM_LIMIT.timeWindowMs,
    errorResponseBuilder: () => new LeagueError(429, PUBLIC_FORM_TOO_MANY_MESSAGE),
    ...(limits ? { store: limits.rateLimitStore(scope) } : {}),
  });
}
