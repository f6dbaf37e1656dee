import { makePosition } from '@league/contracts';
import { insertTransferredEvents, streamVersionGap, type TransferredEvent } from '@league/infra/eventstore';
import { ensureOutboxTables } from '@league/infra/mail';
import type { SqlClient } from '@league/infra/sql';
import { DEFAULT_TOPIC } from '@league/projectors';
import { LeagueFileError, type LeagueFileCounts, type LeagueFileHeader } from './format';
import { readLeagueFile, type LeagueFileItem } from './read';

export interface ImportOptions {
  /** the site's database (migrated): its event store (es) and its keys (keys) */
  db: SqlClient;
  path: string;
  /** told after each batch of events how many are recorded */
  onProgress?: (events: number) => void;
  /** what checkLeagueFile answered for this file (else it is checked here) */
  checked?: CheckedLeagueFile;
}

export type CheckedLeagueFile = LeagueFileHeader & LeagueFileCounts;

export interface ImportResult extends LeagueFileCounts {
  withKeys: boolean;
}

/** The target is not an empty site: nothing was imported. */
export class SiteNotEmptyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteNotEmptyError';
  }
}

const BATCH = 1_000;

/** The whole file held to its format, one line at a time, before anything is written. */
export async function checkLeagueFile(path: string): Promise<CheckedLeagueFile> {
  const lines = readLeagueFile(path);
  let header: LeagueFileHeader | null = null;
  for (;;) {
    const next = await lines.next();
    if (next.done) return { ...header!, ...next.value };
    if ('header' in next.value) header = next.value.header;
  }
}

async function refuseNonEmpty(db: SqlClient): Promise<void> {
  const { rows } = await db.query<{ events: boolean; keys: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM es.events) AS events, EXISTS (SELECT 1 FROM keys.person_keys) AS keys`,
  );
  if (rows[0]?.events || rows[0]?.keys) {
    throw new SiteNotEmptyError(
      'This site is not empty: a league file is imported into a new site only (its event store and person keys empty). Nothing was imported.',
    );
  }
}

/**
 * Loads a league file (format.ts) into an empty site: the events with their stream versions and times,
 * and the keys when the file has them. The file is read twice, never held whole: first to check every
 * line, then to record it, all in one transaction, so a bad file or a failure midway records nothing.
 * The mail notifier and the Kafka relay start after the imported log: its mail was sent by the site it
 * comes from, and its events were published there. The read models are left to rebuild (the caller).
 */
export async function importLeague({
  db,
  path,
  onProgress,
  ...options
}: ImportOptions): Promise<ImportResult> {
  await refuseNonEmpty(db);
  const checked = options.checked ?? (await checkLeagueFile(path));
  await ensureOutboxTables(db);
  await db
    .transaction(async (tx) => {
      await recordFile(tx, path, onProgress);
    })
    .catch((error: unknown) => {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== '23505') throw error;
      throw new LeagueFileError(
        constraint === 'events_stream_version_key'
          ? 'A stream version appears twice in this league export. Nothing was imported.'
          : `An event id or a key appears twice in this league export (${constraint ?? 'unique'}). Nothing was imported.`,
      );
    });
  return {
    withKeys: checked.withKeys,
    events: checked.events,
    personKeys: checked.personKeys,
    secrets: checked.secrets,
  };
}

/** The file's events and keys, inside the import's transaction. */
async function recordFile(tx: SqlClient, path: string, onProgress?: (events: number) => void): Promise<void> {
  await refuseNonEmpty(tx); // again inside: nobody wrote since
  let events: TransferredEvent[] = [];
  let recorded = 0;
  const flush = async () => {
    await insertTransferredEvents(tx, events);
    recorded += events.length;
    events = [];
    onProgress?.(recorded);
  };
  for await (const line of readLeagueFile(path)) {
    if ('event' in line) {
      events.push(line.event);
      if (events.length >= BATCH) await flush();
    } else if (!('header' in line)) await recordKey(tx, line);
  }
  await flush();
  const gap = await streamVersionGap(tx);
  if (gap) {
    throw new LeagueFileError(
      `The stream ${gap} of this league export does not run 0, 1, 2 … without a gap. Nothing was imported.`,
    );
  }
  await startFeedsAfterImport(tx);
}

async function recordKey(tx: SqlClient, line: Exclude<LeagueFileItem, { event: unknown }>): Promise<void> {
  if ('personKey' in line) {
    await tx.query('INSERT INTO keys.person_keys (person_id, key) VALUES ($1, $2)', [
      line.personKey.personId,
      Buffer.from(line.personKey.key, 'base64'),
    ]);
  } else {
    // the site's own secrets (e-mail claim streams are named with one): the file's, as the log was made with them
    await tx.query(
      `INSERT INTO keys.secrets (name, value) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [line.secret.name, Buffer.from(line.secret.value, 'base64')],
    );
  }
}

/** The notifier's and the relay's checkpoints at the imported log's head. */
async function startFeedsAfterImport(tx: SqlClient): Promise<void> {
  const { rows } = await tx.query<{ txid: string; position: string }>(
    `SELECT transaction_id::text AS txid, global_position::text AS position
       FROM es.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const head = rows[0];
  if (!head) return;
  const position = makePosition(head.txid, head.position);
  await tx.query(
    `INSERT INTO mail.notifier_checkpoint (name, checkpoint) VALUES ('store', $1)
     ON CONFLICT (name) DO UPDATE SET checkpoint = excluded.checkpoint`,
    [position],
  );
  await tx.query(
    `INSERT INTO rm.relay_checkpoint (name, checkpoint) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET checkpoint = excluded.checkpoint, updated_at = now()`,
    [DEFAULT_TOPIC, position],
  );
}
