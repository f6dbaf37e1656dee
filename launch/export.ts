import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@league/infra/config';
import { exportLeague } from './league-file/export';
import { isFileError, openSiteDatabase, SiteRefusal } from './league-file/site';

/**
 * `npm run export -- league.jsonl [--with-keys]`: writes the site's event log to one file, a line per
 * event (league-file/format.ts); with --with-keys the person keys too. README "Moving a league".
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { 'with-keys': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error('Usage: npm run export -- <file.jsonl> [--with-keys]');
    process.exit(2);
  }
  const path = resolve(file);
  const withKeys = values['with-keys'] === true;
  const site = await openSiteDatabase(loadConfig(), { create: false });
  const started = Date.now();
  try {
    const counts = await exportLeague({ db: site.db, path, withKeys });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Exported ${counts.events.toLocaleString('en-US')} events of ${site.where} to ${path} in ${seconds.toFixed(1)} s ` +
        `(${Math.round(counts.events / Math.max(seconds, 0.001)).toLocaleString('en-US')} events/s), ` +
        (withKeys
          ? `with ${counts.personKeys} person keys and ${counts.secrets} secrets: keep the file as safe as the site's data.`
          : 'without the person keys: imported, its personal data reads (erased).'),
    );
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  // a file that cannot be opened or written (ENOENT, EACCES …) is told by its message, as a refusal
  const told = error instanceof ConfigError || error instanceof SiteRefusal || isFileError(error);
  console.error(told ? error.message : error);
  process.exit(1);
});
