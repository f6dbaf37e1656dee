import { buildOpenApiDocument, createHttpApp, type TokenService } from '@league/infra/http';
import type { EventStore } from '@league/infra/eventstore';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { coachAddresses } from '@league/infra/mail';
import type { PhotoStorage } from '@league/infra/photos';
import { accountProfile, commandRoutes, type CommandApiDeps } from '@league/command-api';
import { sqlPersonalData } from '@league/infra/personal-data';
import { sqlSessions } from '@league/infra/sessions';
import { erasureCompletion } from './erasure';
import { queryRoutes, type QueryApiDeps } from '@league/query-api';
import {
  allProjections,
  type CheckpointFeed,
  createCheckpointFeed,
  createProjectionRunner,
  projectionStatus,
} from '@league/projectors';

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
  /** the checkpoints of the runner (embedded) or followed from the server (distributed) */
  feed: CheckpointFeed;
  /** the embedded notifier's catch-up, which an erasure waits for (its outbox holds opened addresses) */
  outboxCatchUp?: () => Promise<void>;
  /** LEAGUE_PUBLIC_URL: the start of the links the site mails (invitations, resets, confirmations) */
  publicUrl?: string;
  /** LEAGUE_TIMEZONE as the configuration read it: the league's calendar (its default without) */
  timeZone?: string;
  /** LEAGUE_ACCOUNT_CALLS_PER_MINUTE: account calls a client address may make per minute */
  accountCallsPerMinute?: number;
}) {
  const { store, db, tokens, logger, feed } = parts;
  // the signed-in sessions live beside the read models, where every process checks them
  const sessions = sqlSessions(db);
  const command: CommandApiDeps = {
    store,
    tokens,
    logger,
    ...(parts.timeZone ? { timeZone: parts.timeZone } : {}),
    accounts: { sessions, ...(parts.publicUrl ? { publicUrl: parts.publicUrl } : {}) },
    readModel: commandReadModel(db, store, feed),
    ...(parts.accountCallsPerMinute
      ? { authRateLimit: { max: parts.accountCallsPerMinute, timeWindowMs: 60_000 } }
      : {}),
    erasure: erasureCompletion({
      db,
      waitForPosition: waitOnFeed(store, feed),
      ...(parts.outboxCatchUp ? { outboxCatchUp: parts.outboxCatchUp } : {}),
      logger,
    }),
    content: { coachAddresses: () => coachAddresses(db), ...(parts.photos ? { photos: parts.photos } : {}) },
  };
  const query: QueryApiDeps = {
    db,
    tokens,
    logger,
    waitForPosition: waitOnFeed(store, feed),
    checkpoints: feed,
    projectionStatus: () => projectionStatus(db, store),
    content: { ...(parts.photos ? { photos: parts.photos } : {}) },
    ...(parts.timeZone ? { timezone: parts.timeZone } : {}),
    accounts: { sessions, profile: accountProfile(store, sqlPersonalData(db)) },
  };
  const openApiDocument = await buildOpenApiDocument([
    (app) => commandRoutes(app, command),
    (app) => queryRoutes(app, query),
  ]);
  return { command, query: { ...query, openApiDocument } };
}

/**
 * Read-your-writes answered from memory: waiters wake when the feed moves past their position; a position
 * beyond the store's head is answered at once (not reached), and so is a wait past the waiter bound.
 */
export function waitOnFeed(store: EventStore, feed: CheckpointFeed) {
  return async (position: string, timeoutMs: number, projections?: readonly string[]) =>
    (await feed.waitFor(position, {
      timeoutMs,
      head: () => store.headPosition(),
      ...(projections ? { projections } : {}),
    })) === 'reached';
}

/** The read model league play's commands check across aggregates (the command_lookups projection). */
export function commandReadModel(
  db: SqlClient,
  store: EventStore,
  feed: CheckpointFeed,
): NonNullable<CommandApiDeps['readModel']> {
  return { db, waitForPosition: waitOnFeed(store, feed) };
}

/**
 * Every projection running in-process (embedded mode) on `db`, and both route sets on one app over it:
 * the site without its UI, for tests and benches that need the whole /api on a database of their own.
 */
export async function composeInProcessApis(parts: {
  store: EventStore;
  db: SqlClient;
  tokens: TokenService;
  logger: Logger;
}) {
  const feed = createCheckpointFeed();
  const runner = createProjectionRunner({ ...parts, projections: allProjections, mode: 'embedded', feed });
  await runner.start();
  const deps = await apiDeps({ ...parts, feed });
  const app = await createHttpApp({ tokens: parts.tokens });
  await app.register(commandRoutes, deps.command);
  await app.register(queryRoutes, deps.query);
  return { app, feed, runner, deps };
}
