import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '@league/infra/config';
import { makeOwnerOnly, PRIVATE_DIR_MODE } from '@league/infra/files';
import {
  createPgClient,
  createPgliteClient,
  migrate,
  PGLITE_BATCH_SETTINGS,
  type SqlClient,
} from '@league/infra/sql';
import { runningServer } from '../server-lock';

/** What stops an export or an import before it touches anything: said to the user, exit code 1. */
export class SiteRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteRefusal';
  }
}

/** An error of the file system (a file not found, not readable or writable): its message says it all. */
export function isFileError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

export interface SiteDatabase {
  db: SqlClient;
  /** where the site is, for the messages */
  where: string;
  /** an embedded data dir made now: an import that fails removes it again */
  created: string | null;
  close(): Promise<void>;
}

/**
 * The database of the site the configuration names, for a whole-process export or import: the embedded
 * site's PGlite files (LEAGUE_DATA_DIR), or the PostgreSQL server of DATABASE_URL with EVENT_STORE=postgres.
 * An embedded site that is running is refused: PGlite opens its files in one process only, and the server
 * says it runs by its lock file (server-lock.ts). `create`: an embedded data dir that does not exist yet
 * is made (an import into a new site).
 */
export async function openSiteDatabase(config: Config, options: { create: boolean }): Promise<SiteDatabase> {
  if (config.EVENT_STORE === 'esdb') {
    throw new SiteRefusal(
      'Export and import work on the PostgreSQL event store (EVENT_STORE=pglite or postgres), not on EventStoreDB.',
    );
  }
  if (config.EVENT_STORE === 'postgres') {
    if (!config.DATABASE_URL) throw new SiteRefusal('EVENT_STORE=postgres needs DATABASE_URL.');
    const db = createPgClient(config.DATABASE_URL);
    await migrate(db);
    const url = new URL(config.DATABASE_URL);
    return {
      db,
      where: `the PostgreSQL server ${url.host}${url.pathname}`,
      created: null,
      close: () => db.close(),
    };
  }
  const dataDir = resolve(config.LEAGUE_DATA_DIR);
  const server = runningServer(dataDir);
  if (server) {
    throw new SiteRefusal(
      `The site of ${dataDir} is running (pid ${server.pid}, ${server.url}): stop it first, then run this again.`,
    );
  }
  const pgliteDir = join(dataDir, 'pglite');
  let created: string | null = null;
  if (!existsSync(pgliteDir)) {
    if (!options.create) throw new SiteRefusal(`There is no site in ${dataDir} (no pglite folder).`);
    created = existsSync(dataDir) ? pgliteDir : dataDir;
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }
  // a short-lived process doing one big job, as `npm run rebuild` on a stopped site
  const db = await createPgliteClient({ dataDir: pgliteDir, settings: PGLITE_BATCH_SETTINGS });
  await migrate(db);
  return {
    db,
    where: `the embedded site of ${dataDir}`,
    created,
    async close() {
      await db.close();
      await makeOwnerOnly(dataDir); // what this process wrote (docs/personal-data.md, "Private files")
    },
  };
}
