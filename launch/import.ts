import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@league/infra/config';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createLogger } from '@league/infra/logging';
import { allProjections, rebuildProgressReporter, rebuildProjections } from '@league/projectors';
import { LeagueFileError } from './league-file/format';
import { checkLeagueFile, importLeague, SiteNotEmptyError } from './league-file/import';
import { isFileError, openSiteDatabase, SiteRefusal } from './league-file/site';

/**
 * `npm run import -- league.jsonl`: loads a league file (`npm run export`) into an empty site, embedded
 * (LEAGUE_DATA_DIR) or on the PostgreSQL server (EVENT_STORE=postgres, DATABASE_URL), then rebuilds the
 * read models from it. README "Moving a league".
 */
async function main() {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error('Usage: npm run import -- <file.jsonl>');
    process.exit(2);
  }
  const path = resolve(file);
  const config = loadConfig();
  const logger = createLogger('import', config.LOG_LEVEL);
  const started = Date.now();
  // the whole file first: a bad one is refused before the site is opened, let alone written
  const checked = await checkLeagueFile(path);
  const opening = Date.now();
  const site = await openSiteDatabase(config, { create: true });
  const openedMs = Date.now() - opening; // the database's start and migrations: not the import's rate
  let counts;
  try {
    counts = await importLeague({ db: site.db, path, checked });
  } catch (error) {
    await site.close().catch(() => undefined);
    // a data dir made for this import goes again: a failed import leaves nothing behind
    if (site.created) await rm(site.created, { recursive: true, force: true });
    throw error;
  }
  const imported = (Date.now() - started - openedMs) / 1000;
  console.log(
    `Imported ${counts.events.toLocaleString('en-US')} events into ${site.where} in ${imported.toFixed(1)} s ` +
      `(${Math.round(counts.events / Math.max(imported, 0.001)).toLocaleString('en-US')} events/s, the file read twice), ` +
      (counts.withKeys
        ? `with ${counts.personKeys} person keys and ${counts.secrets} secrets.`
        : 'without person keys: its personal data reads (erased).'),
  );
  const rebuilding = Date.now();
  try {
    const store = createPostgresEventStore(site.db);
    const progress = rebuildProgressReporter(process.stdout, (line) => logger.info(line));
    await rebuildProjections({
      store,
      db: site.db,
      projections: allProjections,
      logger,
      onProgress: progress,
    });
    progress.done();
    await store.close();
    console.log(`Rebuilt the read models in ${((Date.now() - rebuilding) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error('The events are imported, but rebuilding the read models failed: run npm run rebuild.');
    throw error;
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  const told =
    error instanceof ConfigError ||
    error instanceof SiteRefusal ||
    error instanceof LeagueFileError ||
    error instanceof SiteNotEmptyError ||
    isFileError(error);
  console.error(told ? error.message : error);
  process.exit(1);
});
