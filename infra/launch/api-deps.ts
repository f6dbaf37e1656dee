import { buildOpenApiDocument, type TokenService } from '@league/infra/http';
import type { EventStore } from '@league/infra/eventstore';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { coachAddresses } from '@league/infra/mail';
import type { PhotoStorage } from '@league/infra/photos';
import { commandRoutes, type CommandApiDeps } from '@league/command-api';
import { queryRoutes, type QueryApiDeps } from '@league/query-api';
import { projectionStatus, waitForPosition } from '@league/projectors';

/**
 * The dependencies of both APIs over one event store and read-model database, and the one OpenAPI
 * document for the whole /api (built from both route sets, whichever process serves it).
 */
export async function apiDeps(parts: {
  store: EventStore;
  db: SqlClient;
  tokens: TokenService;
  logger: Logger;
  /** player photos (content): the command side saves, the query side serves GET /api/photos/{name} */
  photos?: PhotoStorage;
}) {
  const { store, db, tokens, logger } = parts;
  const command: CommandApiDeps = {
    store,
    tokens,
    logger,
    readModel: commandReadModel(db),
    content: { coachAddresses: () => coachAddresses(db), ...(parts.photos ? { photos: parts.photos } : {}) },
  };
  const query: QueryApiDeps = {
    db,
    tokens,
    logger,
    waitForPosition: (position, timeoutMs, projections) =>
      waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}) }),
    projectionStatus: () => projectionStatus(db, store),
    content: { ...(parts.photos ? { photos: parts.photos } : {}) },
    timezone: process.env.LEAGUE_TIMEZONE || 'America/New_York',
  };
  const openApiDocument = await buildOpenApiDocument([
    (app) => commandRoutes(app, command),
    (app) => queryRoutes(app, query),
  ]);
  return { command, query: { ...query, openApiDocument } };
}

/** The read model league play's commands check across aggregates (the command_lookups projection). */
export function commandReadModel(db: SqlClient): NonNullable<CommandApiDeps['readModel']> {
  return {
    db,
    waitForPosition: (position, timeoutMs, projections) =>
      waitForPosition(db, position, { timeoutMs, projections, pollMs: 5 }),
  };
}
