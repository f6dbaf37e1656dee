import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { createPgliteClient, type SqlClient } from '@league/infra/sql';
import { demoTemplateKey } from './demo-template';
import { ROOT_DIR, startEmbedded } from './embedded-app';

const ADMIN = { email: 'admin@template.test', password: 'Template-admin-1' };
const JWT_SECRET = 'a-data-dir-secret-that-must-not-reach-the-template';
const logger = createLogger('test', 'silent');

let work: string;
let templatesDir: string;

function config(dataDir: string, demo: '0' | '1' = '1') {
  return loadConfig({
    LEAGUE_DATA_DIR: dataDir,
    PORT: '0',
    LEAGUE_DEMO: demo,
    LEAGUE_ADMIN_EMAIL: ADMIN.email,
    LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    LEAGUE_JWT_SECRET: JWT_SECRET,
    LOG_LEVEL: 'silent',
  });
}

/** Every read model (the rm views readers see), rows in a stable order, and the event log. */
async function snapshot(db: SqlClient) {
  const { rows: views } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'rm' ORDER BY 1`,
  );
  const readModels: Record<string, string[]> = {};
  for (const { name } of views) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM rm."${name}" t`);
    readModels[name] = rows.map((r) => r.row).sort();
  }
  const { rows: events } = await db.query<{ position: string; stream: string; type: string; id: string }>(
    `SELECT global_position::text AS position, stream_id AS stream, type, event_id::text AS id
       FROM es.events ORDER BY global_position`,
  );
  return { readModels, events };
}

async function snapshotOf(pgliteDir: string) {
  // a copy: opening the template's own files would change them
  const copy = await mkdtemp(join(work, 'copy-'));
  await cp(pgliteDir, copy, { recursive: true });
  const db = await createPgliteClient({ dataDir: copy });
  try {
    return await snapshot(db);
  } finally {
    await db.close();
  }
}

async function startedSnapshot(dataDir: string, demo: '0' | '1' = '1') {
  const site = await startEmbedded(config(dataDir, demo), logger, { serveUi: false, templatesDir });
  try {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return { demoLoaded: site.demoLoaded, loginStatus: login.status };
  } finally {
    await site.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'league-demo-template-'));
  templatesDir = join(work, 'templates');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('demo template key', () => {
  const inputs = {
    rootDir: ROOT_DIR,
    adminEmail: ADMIN.email,
    timeZone: 'America/New_York',
    today: '2026-03-05',
  };

  it('given the same inputs, when keyed twice, then the key is the same', () => {
    expect(demoTemplateKey(inputs)).toBe(demoTemplateKey({ ...inputs }));
  });

  it('given another day, admin e-mail, time zone or source tree, when keyed, then the key differs', () => {
    const key = demoTemplateKey(inputs);
    expect(demoTemplateKey({ ...inputs, today: '2026-03-06' })).not.toBe(key);
    expect(demoTemplateKey({ ...inputs, adminEmail: 'other@template.test' })).not.toBe(key);
    expect(demoTemplateKey({ ...inputs, timeZone: 'America/Chicago' })).not.toBe(key);
    expect(demoTemplateKey({ ...inputs, rootDir: work })).not.toBe(key);
  });
});

describe('a fresh data dir started from the demo template', () => {
  it('has the read models and event log of the demo recorded the slow way, its own admin password and no secrets in the template', async () => {
    const first = join(work, 'first');
    const started = await startedSnapshot(first);
    expect(started.demoLoaded).toBe(true);
    expect(started.loginStatus).toBe(200);

    // the template: one recording, the slow way, with nothing of the data dir's own
    const templates = await readdir(templatesDir);
    expect(templates).toHaveLength(1);
    const template = join(templatesDir, templates[0]!);
    expect((await readdir(template)).sort()).toEqual(['pglite']);
    const files = await readdir(join(template, 'pglite'), { recursive: true, withFileTypes: true });
    for (const file of files.filter((f) => f.isFile())) {
      const bytes = await readFile(join(file.parentPath, file.name));
      expect(bytes.includes(ADMIN.password), file.name).toBe(false);
      expect(bytes.includes(JWT_SECRET), file.name).toBe(false);
    }
    const recorded = await snapshotOf(join(template, 'pglite'));
    expect(recorded.events.length).toBeGreaterThan(400);

    // the copy: the same read models; the same events at the same positions, then its admin's password
    const site = await snapshotOf(join(first, 'pglite'));
    expect(site.readModels).toEqual(recorded.readModels);
    expect(site.events.slice(0, recorded.events.length)).toEqual(recorded.events);
    expect(site.events.slice(recorded.events.length).map((e) => e.type)).toEqual(['AdminPasswordChanged']);

    // a second fresh data dir copies the same template (same ids), recording nothing again
    const second = join(work, 'second');
    expect((await startedSnapshot(second)).loginStatus).toBe(200);
    expect(await readdir(templatesDir)).toEqual(templates);
    const again = await snapshotOf(join(second, 'pglite'));
    expect(again.readModels).toEqual(recorded.readModels);
    expect(again.events.slice(0, recorded.events.length)).toEqual(recorded.events);
  }, 120_000);

  it('given LEAGUE_DEMO=0, when a fresh data dir starts, then it is empty but for its admin', async () => {
    const empty = join(work, 'empty');
    const started = await startedSnapshot(empty, '0');
    expect(started.demoLoaded).toBe(false);
    const site = await snapshotOf(join(empty, 'pglite'));
    expect(site.events.map((e) => e.type)).toEqual([
      'AdminEmailClaimed',
      'AdminRegistered',
      'SiteAdminDesignated',
      // the owner's name (LEAGUE_ADMIN_NAME, by default League admin)
      'StaffRenamed',
    ]);
  }, 60_000);
});
