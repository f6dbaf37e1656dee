import { randomBytes } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personId } from '@league/contracts';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { sqlPersonalData } from '@league/infra/personal-data';
import { demoTemplatesDir } from '../demo-template';
import { ROOT_DIR, startEmbedded, type EmbeddedSite } from '../embedded-app';

/**
 * Erasure is final on disk, and the data dir is private (docs/personal-data.md): after an erasure the
 * embedded site is stopped and every byte of every file under its data dir, and of the demo template it
 * started from, is searched for the erased persons' keys and for each clear value of theirs.
 */
const ADMIN = { email: 'admin@league.test', password: 'Admin12345!' };
const suffix = randomBytes(6).toString('hex');
const COACH = { email: `erased.coach.${suffix}@example.org`, password: 'Coach12345!' };
const HEAD_COACH = `Headcoach Zyx${suffix}`;
const VISITOR = {
  fromName: `Visitor Qwv${suffix}`,
  fromEmail: `erased.visitor.${suffix}@example.org`,
  message: `Is the rink open on the ${suffix} holiday?`,
};
const CLEAR_VALUES = [COACH.email, HEAD_COACH, VISITOR.fromName, VISITOR.fromEmail, VISITOR.message];

let dataDir: string;
let site: EmbeddedSite | null = null;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${site!.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Every file under `dir` with its mode (folders too). */
async function walk(dir: string): Promise<Array<{ path: string; mode: number; isDir: boolean }>> {
  const found = [];
  const stat = await lstat(dir);
  found.push({ path: dir, mode: stat.mode & 0o777, isDir: stat.isDirectory() });
  if (stat.isDirectory())
    for (const entry of await readdir(dir)) found.push(...(await walk(join(dir, entry))));
  return found;
}

/** The files under these folders that hold any of the needles, with what they hold. */
async function filesHolding(dirs: string[], needles: Array<{ name: string; bytes: Buffer }>) {
  const hits: string[] = [];
  for (const dir of dirs) {
    for (const file of (await walk(dir)).filter((entry) => !entry.isDir)) {
      const content = await readFile(file.path);
      for (const needle of needles)
        if (content.includes(needle.bytes)) hits.push(`${needle.name} in ${file.path}`);
    }
  }
  return hits;
}

/** A key as bytes, and as the texts it could be written in (hex, base64). */
const keyNeedles = (name: string, key: Buffer) => [
  { name: `${name} key`, bytes: key },
  { name: `${name} key (hex)`, bytes: Buffer.from(key.toString('hex')) },
  { name: `${name} key (base64)`, bytes: Buffer.from(key.toString('base64').slice(0, 40)) },
  { name: `${name} key (base64url)`, bytes: Buffer.from(key.toString('base64url').slice(0, 40)) },
];
const clearNeedles = () => CLEAR_VALUES.map((value) => ({ name: value, bytes: Buffer.from(value) }));

let keys: Array<{ name: string; bytes: Buffer }> = [];
let coachId: string;
let template: string;

beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'league-erasure-')), 'data');
  const config = loadConfig({
    LEAGUE_DATA_DIR: dataDir,
    PORT: '0',
    LEAGUE_DEMO: '1',
    LEAGUE_ADMIN_EMAIL: ADMIN.email,
    LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  site = await startEmbedded(config, createLogger('test', 'silent'), { serveUi: false });
  template = demoTemplatesDir(ROOT_DIR);

  const admin = (await call('POST', '/api/admin/login', ADMIN)).body.token as string;
  const signUp = await call('POST', '/api/admin/coachSignup', {
    signUpEmail: COACH.email,
    signUpPassword: COACH.password,
  });
  expect(signUp.status).toBe(201);
  coachId = signUp.body.coachId as string;
  const orgName = `Erasure Club ${suffix}`;
  expect(
    (await call('POST', '/api/admin/createOrg', { orgName, orgAddress: '1 Main St' }, admin)).status,
  ).toBe(201);
  const registered = await call(
    'POST',
    `/api/registration/registeredTeams/${coachId}`,
    {
      headCoach: HEAD_COACH,
      assistantCoaches: 'Pat Helper',
      org: orgName,
      team: `Erasers ${suffix}`,
      year: 2030,
      name1: 'Sam Skater',
      number1: 9,
      BY1: 2010,
    },
    signUp.body.token as string,
  );
  expect(registered.status).toBe(201);
  expect((await call('POST', '/api/contact', VISITOR)).status).toBe(202);
  const mailed = await call(
    'POST',
    '/api/admin/sendEmail',
    { subject: 'Rosters', message: 'Rosters are due.', to: [COACH.email, VISITOR.fromEmail] },
    admin,
  );
  expect(mailed.status).toBe(202);

  const vault = sqlPersonalData(site.db);
  const ids = {
    coach: personId('coach', coachId),
    'coach address': await vault.addressPersonId(COACH.email),
    'visitor address': await vault.addressPersonId(VISITOR.fromEmail),
  };
  const found = await vault.keys.existing(Object.values(ids));
  keys = Object.entries(ids).flatMap(([name, id]) => {
    const key = found.get(id);
    if (!key) throw new Error(`no key of the ${name}`);
    return keyNeedles(name, key);
  });

  // the search finds what is there: before the erasure, every key and the clear values are on disk (the
  // outbox takes the mail in a moment after it is recorded)
  const expected = [...keys.filter((k) => k.name.endsWith(' key')), ...clearNeedles()].map((n) => n.name);
  let missing = expected;
  for (let attempt = 0; attempt < 20 && missing.length > 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await site.db.exec('CHECKPOINT');
    const before = await filesHolding([dataDir], [...keys, ...clearNeedles()]);
    missing = expected.filter((name) => !before.some((hit) => hit.startsWith(`${name} in `)));
  }
  expect(missing).toEqual([]);

  const erasedCoach = await call('POST', `/api/admin/${coachId}/eraseCoachPersonalData`, undefined, admin);
  expect(erasedCoach.status).toBe(200);
  const erasedVisitor = await call(
    'POST',
    '/api/admin/erasePersonalDataByEmail',
    { email: VISITOR.fromEmail.toUpperCase() },
    admin,
  );
  expect(erasedVisitor.status).toBe(200);
  expect(erasedVisitor.body).toEqual({ erased: 1, position: expect.any(String) });
  await site.close();
  site = null;
}, 120_000);

afterAll(async () => {
  await site?.close();
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('an erasure on disk', () => {
  it("leaves no byte of the erased persons' keys in any file of the data dir or the demo template", async () => {
    expect(await filesHolding([dataDir, template], keys)).toEqual([]);
  });

  it('leaves none of their clear values (address, head coach name, contact message) in any file', async () => {
    expect(await filesHolding([dataDir, template], clearNeedles())).toEqual([]);
  });
});

describe('the data dir', () => {
  it('is owner-only, and so is every folder and file in it and in the demo template', async () => {
    const entries = [...(await walk(dataDir)), ...(await walk(template))];
    expect(entries.length).toBeGreaterThan(500);
    const open = entries
      .filter((entry) => (entry.mode & 0o077) !== 0)
      .map((e) => `${e.mode.toString(8)} ${e.path}`);
    expect(open).toEqual([]);
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
  });
});
