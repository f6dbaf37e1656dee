import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badRequest } from '@league/contracts';
import type { Config } from '@league/infra/config';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService } from '@league/infra/http';
import { makeOwnerOnly, PRIVATE_DIR_MODE } from '@league/infra/files';
import type { Logger } from '@league/infra/logging';
import { createPgliteClient, migrate, type SqlClient } from '@league/infra/sql';
import { accountSessions, commandRoutes, ensureAdmin } from '@league/command-api';
import { sqlPersonalData } from '@league/infra/personal-data';
import { newSessionId, sqlSessions } from '@league/infra/sessions';
import { queryRoutes } from '@league/query-api';
import { latestChange } from '@league/query-api/live';
import { allProjections, createCheckpointFeed, createProjectionRunner } from '@league/projectors';
import { startEmbeddedNotifier } from '@league/projectors/notifier';
import { createPhotoStorage } from '@league/infra/photos';
import { apiDeps } from './api-deps';
import { describeMemory, memoryBreakdown } from './embedded-memory';
import { loadDemoLeague } from './demo';
import { mailedLinkOf } from './demo/api';
import { copyDemoTemplate, ensureDemoTemplate, throwawayPassword } from './demo-template';
import { adminCredentials, jwtSecret, type AdminCredentials } from './secrets';
import { ensureUiBundle } from './ui-bundle';
import { caughtUpWith, serveUiBundle, sqlSitePages } from './ui-static';
import { newRebuildSecret, rebuildCallerGuard, runningServer, writeServerLock } from './server-lock';
import { startRelayIfConfigured } from './relay';

export const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));

export interface EmbeddedSite {
  url: string;
  store: EventStore;
  /** the PGlite database of the event store and the read models (tests and tools look inside) */
  db: SqlClient;
  admin: AdminCredentials;
  demoLoaded: boolean;
  close(): Promise<void>;
}

/**
 * The demo league's template for this configuration and admin e-mail (demo-template.ts), recorded now by
 * the same start-up when there is none yet, with nothing of a data dir's own: a throwaway admin password
 * and JWT secret, no relay, no mail server.
 */
export async function recordedDemoTemplate(
  config: Config,
  logger: Logger,
  adminEmail: string,
  templatesDir?: string,
): Promise<string> {
  return ensureDemoTemplate({
    rootDir: ROOT_DIR,
    adminEmail,
    timeZone: config.LEAGUE_TIMEZONE,
    logger,
    ...(templatesDir ? { templatesDir } : {}),
    async record(templateDir) {
      const recording = await startEmbedded(
        {
          ...config,
          LEAGUE_DATA_DIR: templateDir,
          PORT: 0,
          HOST: '127.0.0.1',
          LEAGUE_DEMO: '1',
          LEAGUE_ADMIN_EMAIL: adminEmail,
          LEAGUE_ADMIN_PASSWORD: throwawayPassword(),
          LEAGUE_JWT_SECRET: throwawayPassword() + throwawayPassword(),
          KAFKA_BROKERS: undefined,
          SMTP_URL: undefined,
        },
        logger.child({}, { level: 'warn' }),
        { serveUi: false, demoTemplate: false },
      );
      await recording.close();
    },
  });
}

/** The database files' folder inside the data dir. */
export const PGLITE_DIR = 'pglite';

/** What a start found or made before opening the database: an earlier start's, a copy of the demo, a new one. */
export type PreparedDatabase = 'existing' | 'demo template' | 'created';

/**
 * A data dir's database, ready to be opened: on its first start a copy of the demo league's template
 * (recorded now if there is none yet) with LEAGUE_DEMO=1, otherwise a new, migrated database. `npm start`
 * runs this in a short-lived process of its own (embedded.ts): creating a database leaves about 60 MB of
 * native memory in the process that did it, for as long as it runs (README.md, "npm start").
 */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
  adminEmail: string,
  options: { demoTemplate?: boolean; templatesDir?: string } = {},
): Promise<PreparedDatabase> {
  const dataDir = resolve(config.LEAGUE_DATA_DIR);
  const pgliteDir = join(dataDir, PGLITE_DIR);
  if (existsSync(pgliteDir)) return 'existing';
  // personal data lives here: nobody but the site's own user may read it (docs/personal-data.md)
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makeOwnerOnly(dataDir);
  if (config.LEAGUE_DEMO === '1' && options.demoTemplate !== false) {
    const template = await recordedDemoTemplate(config, logger, adminEmail, options.templatesDir);
    await copyDemoTemplate(template, dataDir);
    return 'demo template';
  }
  // made beside its place and moved there once migrated: a start stopped halfway leaves no database
  // that a later start would take for a whole one
  const making = `${pgliteDir}.new`;
  await rm(making, { recursive: true, force: true });
  const created = await createPgliteClient({ dataDir: making });
  try {
    await migrate(created);
  } finally {
    await created.close();
  }
  await rename(making, pgliteDir);
  return 'created';
}

/**
 * The whole site in one process: PGlite files in the data dir hold both the event store and the read
 * models; the projectors run in-process and are woken right after each append; one fastify app serves
 * the UI bundle, the command API and the query API on one port.
 */
export async function startEmbedded(
  config: Config,
  logger: Logger,
  options: {
    serveUi?: boolean;
    /**
     * a fresh data dir with LEAGUE_DEMO=1 starts as a copy of the recorded demo league (demo-template.ts);
     * false records the demo through the command routes here (how the template itself is recorded)
     */
    demoTemplate?: boolean;
    /** where demo templates are kept (default .cache/demo-template) */
    templatesDir?: string;
    /** the admin's credentials, when the caller already has them (adminCredentials) */
    admin?: AdminCredentials;
    /** what a first start already prepared in another process (prepareDatabase); by default prepared here */
    prepared?: PreparedDatabase;
  } = {},
): Promise<EmbeddedSite> {
  const startedAt = performance.now();
  const dataDir = resolve(config.LEAGUE_DATA_DIR);
  // personal data lives here: nobody but the site's own user may read it (docs/personal-data.md)
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makeOwnerOnly(dataDir);
  // two processes on one PGlite data dir corrupt it beyond repair: never open one a server is using
  const other = runningServer(dataDir);
  if (other && other.pid !== process.pid) {
    throw new Error(
      `Another server (pid ${other.pid}, ${other.url}) is using ${dataDir}. Stop it first, or set LEAGUE_DATA_DIR to another folder (if no server runs there, delete its server.json).`,
    );
  }
  const uiDist = options.serveUi === false ? null : await ensureUiBundle(ROOT_DIR, logger);

  const admin =
    options.admin ??
    (await adminCredentials(dataDir, config.LEAGUE_ADMIN_EMAIL, config.LEAGUE_ADMIN_PASSWORD));

  const prepared = options.prepared ?? (await prepareDatabase(config, logger, admin.email, options));
  const fromTemplate = prepared === 'demo template';

  const pglite = await createPgliteClient({ dataDir: join(dataDir, PGLITE_DIR) });
  const db: SqlClient = pglite;
  const memory = () => memoryBreakdown(pglite.pglite.Module?.wasmMemory);
  await migrate(db);
  const store = createPostgresEventStore(db);
  const storeWasEmpty = (await store.headPosition()) === null;

  // reads wait on and cache by the checkpoints the runner publishes here, in memory
  const feed = createCheckpointFeed();
  const runner = createProjectionRunner({
    store,
    db,
    projections: allProjections,
    mode: 'embedded',
    logger,
    feed,
  });
  await runner.start();

  // every token is checked against its account (a changed password, role or owner, a disable) and its
  // signed-in session (ended by a sign-out, a password change or reset, a disable)
  const sessions = accountSessions(store);
  const signIns = sqlSessions(db);
  const tokens = createTokenService(await jwtSecret(dataDir, config.LEAGUE_JWT_SECRET), {
    sessions,
    signIns,
  });
  // a copy of the demo template records the data dir's own admin password here
  const adminId = await ensureAdmin(
    store,
    { email: admin.email, password: admin.password, name: config.LEAGUE_ADMIN_NAME },
    { personalData: sqlPersonalData(db), sessions: signIns },
  );

  const photos = createPhotoStorage({ dataDir, bucketUrl: config.PHOTO_BUCKET_URL });
  // an erasure waits for the notifier's outbox too (started below, once the site is loaded)
  let outboxCatchUp: (() => Promise<void>) | null = null;
  const deps = await apiDeps({
    store,
    db,
    tokens,
    logger,
    photos,
    feed,
    outboxCatchUp: async () => outboxCatchUp?.(),
    publicUrl: config.LEAGUE_PUBLIC_URL,
    timeZone: config.LEAGUE_TIMEZONE,
    accountCallsPerMinute: config.LEAGUE_ACCOUNT_CALLS_PER_MINUTE,
  });

  // a terminal, not a log pipeline: request lines only when LOG_LEVEL asks for them; errors always show
  const httpLogger = process.env.LOG_LEVEL ? logger : logger.child({}, { level: 'warn' });
  // LEAGUE_TRUST_PROXY: behind a TLS proxy, limits per client and the logs see the client's address
  const app = await createHttpApp({ logger: httpLogger, tokens, trustProxy: config.LEAGUE_TRUST_PROXY });
  await app.register(commandRoutes, deps.command);
  await app.register(queryRoutes, deps.query);
  // npm run rebuild asks a running embedded server to rebuild: PGlite files belong to one process. It
  // sends the secret this run keeps in its owner-only lock file (server-lock.ts), or an admin its token
  const rebuildSecret = newRebuildSecret();
  const rebuildCaller = rebuildCallerGuard(rebuildSecret, app.requireRole('admin'));
  app.post('/api/admin/system/rebuild', { onRequest: rebuildCaller }, async (request) => {
    const body = (request.body ?? {}) as { projections?: unknown };
    const names = Array.isArray(body.projections)
      ? body.projections.filter((n) => typeof n === 'string')
      : [];
    const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
    if (unknown.length > 0) throw badRequest(`Unknown projection(s): ${unknown.join(', ')}`);
    request.raw.socket.setTimeout(0); // a rebuild works in silence for longer than a connection may idle
    await runner.rebuild(names);
    return { rebuilt: names.length ? names : allProjections.map((p) => p.name) };
  });
  // where the server's memory goes (embedded-memory.ts): for the admin and the load bench only
  app.get('/api/admin/system/memory', { onRequest: app.requireRole('admin') }, async () => memory());
  app.get('/healthz', async () => ({ status: 'ok' }));
  if (uiDist)
    await serveUiBundle(
      app,
      uiDist,
      sqlSitePages(db, caughtUpWith(store, feed), () => latestChange(feed)),
    );

  let demoLoaded = fromTemplate;
  if (storeWasEmpty && config.LEAGUE_DEMO === '1') {
    // the demo is recorded through the routes, signed in as the owner for as long as that takes
    const owner = { kind: 'admin', id: adminId } as const;
    const standing = await sessions.current({ role: 'admin', id: adminId });
    const sessionId = newSessionId();
    await signIns.start({ sessionId, account: owner, browser: 'The demo league', at: new Date() });
    const signed = tokens.sign({
      role: 'admin',
      id: adminId,
      sessionId,
      ...(standing ? { session: standing.session } : {}),
    });
    // the demo's staff join by the links of their invitations, opened here as their mail would bring them
    await loadDemoLeague(app, signed.token, {
      mailedLink: mailedLinkOf(store, sqlPersonalData(db)),
      timeZone: config.LEAGUE_TIMEZONE,
    });
    await signIns.remove(owner); // nobody signed in: the owner has not logged in yet
    demoLoaded = true;
  }
  await runner.catchUp();
  const relay = await startRelayIfConfigured(config, { store, db, logger, mode: 'embedded' });
  const notifier = await startEmbeddedNotifier(store, db, {
    smtpUrl: config.SMTP_URL,
    leagueAddress: config.LEAGUE_MAIL_TO ?? admin.email,
    logger: logger.child({ name: 'notifier' }),
  });
  outboxCatchUp = () => notifier.feed.catchUp();

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = address.replace('127.0.0.1', 'localhost');
  const removeLock = writeServerLock(dataDir, address, rebuildSecret);
  await makeOwnerOnly(dataDir); // what this start wrote too (the lock, a first admin's credentials)
  // LEAGUE_MEMORY_LOG=<seconds>: the memory breakdown in the log that often (diagnosis; off by default)
  const memoryLogSeconds = Number(process.env.LEAGUE_MEMORY_LOG ?? 0);
  const memoryLog =
    memoryLogSeconds > 0
      ? setInterval(() => logger.warn(describeMemory(memory())), memoryLogSeconds * 1000).unref()
      : null;
  logger.info(
    { ms: Math.round(performance.now() - startedAt), demo: fromTemplate ? 'from template' : demoLoaded },
    'site ready',
  );

  return {
    url,
    store,
    db,
    admin,
    demoLoaded,
    async close() {
      removeLock();
      if (memoryLog) clearInterval(memoryLog);
      await app.close();
      await relay?.stop();
      await notifier.stop();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
