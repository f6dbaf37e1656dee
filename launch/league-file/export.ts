import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { readLogForTransfer } from '@league/infra/eventstore';
import { PRIVATE_FILE_MODE } from '@league/infra/files';
import type { SqlClient } from '@league/infra/sql';
import { headerLine, type LeagueFileCounts, type LeagueFileLine } from './format';

export interface ExportOptions {
  /** the site's database: its event store (es) and its keys (keys) */
  db: SqlClient;
  /** the file to write (replaced only once the export is whole) */
  path: string;
  /** the person keys and the site's secrets too, so the personal data opens where it is imported */
  withKeys: boolean;
  /** told after each page of events how many are written */
  onProgress?: (events: number) => void;
}

const asBase64 = (value: unknown) => Buffer.from(value as Uint8Array).toString('base64');

/**
 * Writes the site's event log, then (with keys) its person keys and secrets, to a league file
 * (format.ts), a page at a time: memory holds one page, whatever the log's length. The file is
 * written owner-only (docs/personal-data.md, "Private files") under a temporary name and renamed
 * when complete, so a failed export leaves no file that looks whole.
 */
export async function exportLeague({
  db,
  path,
  withKeys,
  onProgress,
}: ExportOptions): Promise<LeagueFileCounts> {
  const partial = `${path}.${process.pid}.partial`;
  const out = createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: 'wx' });
  const write = async (line: object | LeagueFileLine) => {
    if (!out.write(JSON.stringify(line) + '\n')) await once(out, 'drain');
  };
  const counts: LeagueFileCounts = { events: 0, personKeys: 0, secrets: 0 };
  try {
    await once(out, 'open');
    await write(headerLine(withKeys));
    for await (const page of readLogForTransfer(db)) {
      for (const event of page) await write({ event });
      counts.events += page.length;
      onProgress?.(counts.events);
    }
    if (withKeys) {
      // a few rows per person: a page of them is small
      let after = '';
      for (;;) {
        const { rows } = await db.query<{ person_id: string; key: unknown }>(
          'SELECT person_id, key FROM keys.person_keys WHERE person_id > $1 ORDER BY person_id LIMIT 5000',
          [after],
        );
        for (const row of rows)
          await write({ personKey: { personId: row.person_id, key: asBase64(row.key) } });
        counts.personKeys += rows.length;
        if (rows.length < 5000) break;
        after = rows.at(-1)!.person_id;
      }
      const { rows: secrets } = await db.query<{ name: string; value: unknown }>(
        'SELECT name, value FROM keys.secrets ORDER BY name',
      );
      for (const row of secrets) await write({ secret: { name: row.name, value: asBase64(row.value) } });
      counts.secrets = secrets.length;
    }
    await write({ end: counts });
    out.end();
    await once(out, 'finish');
    await chmod(partial, PRIVATE_FILE_MODE); // whatever the umask made of it
    await rename(partial, path);
    return counts;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
