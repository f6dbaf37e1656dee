import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { todayInTimeZone } from '@league/contracts';
import { makeOwnerOnly, PRIVATE_DIR_MODE } from '@league/infra/files';
import type { Logger } from '@league/infra/logging';
import { allProjections } from '@league/projectors';

/**
 * The demo league as a prepared data dir. Recording the demo through the command routes takes seconds
 * (and a new PGlite database seconds more), so it is recorded once, by the same start-up a data dir gets,
 * into a data dir of its own, and every fresh data dir starts as a copy of that one.
 *
 * Kept per machine under .cache/demo-template/<key>: the key covers everything the recorded data depends
 * on (the sources of the contracts, command handlers, projections, migrations and the demo itself, the
 * PGlite version, the projection versions, the admin e-mail, and today in the league's time zone, since
 * the demo's season is laid out around today), so a change of any of them records a new template.
 *
 * What is per data dir stays out of it: the JWT secret and the admin's password. The template's admin is
 * recorded with the data dir's admin e-mail and a random password that is thrown away; the first start
 * of the copy records the admin's own password, as every start does when the password changed.
 */

/** files of the data dir that are the data dir's own, never part of a template */
const OWN_FILES = new Set(['jwt-secret', 'admin-credentials.json', 'server.json']);

/** the sources whose change changes what the demo records */
const SOURCE_DIRS = [
  'contracts/src',
  'command-api/src',
  'projectors/src',
  'infra/src',
  'read-models/src',
  'launch/demo',
  'launch/demo-template.ts',
  'launch/embedded-app.ts',
  'launch/api-deps.ts',
];

export interface DemoTemplateInputs {
  rootDir: string;
  adminEmail: string;
  /** the demo's time zone (LEAGUE_TIMEZONE) */
  timeZone: string;
  /** today in that time zone; the current date when not given */
  today?: string;
}

/** the files under `path` (a folder or a file), sorted */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

function addSources(hash: ReturnType<typeof createHash>, rootDir: string, path: string) {
  for (const file of filesUnder(join(rootDir, path))) {
    if (!/\.(?:ts|sql|json)$/.test(file) || file.endsWith('.test.ts')) continue;
    hash.update(file.slice(rootDir.length)).update('\0').update(readFileSync(file)).update('\0');
  }
}

/** The template's name: a hash of everything the recorded demo depends on. */
export function demoTemplateKey(inputs: DemoTemplateInputs): string {
  const hash = createHash('sha256');
  for (const path of SOURCE_DIRS) addSources(hash, inputs.rootDir, path);
  const pglite = join(inputs.rootDir, 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite))
    hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  hash.update(allProjections.map((p) => `${p.name}@${p.version}`).join(','));
  hash.update(
    `\0${inputs.adminEmail}\0${inputs.timeZone}\0${inputs.today ?? todayInTimeZone(inputs.timeZone)}`,
  );
  return hash.digest('hex').slice(0, 20);
}

export const demoTemplatesDir = (rootDir: string) =>
  process.env.LEAGUE_TEMPLATE_DIR ?? join(rootDir, '.cache', 'demo-template');

/** A throwaway password for the template's admin: upper, lower and a digit, as the password rule asks. */
export const throwawayPassword = () => `Tp${randomBytes(18).toString('base64url')}9`;

export interface DemoTemplateOptions extends DemoTemplateInputs {
  logger: Logger;
  /** records the demo league into this (empty) data dir the slow way and closes it again */
  record(dataDir: string): Promise<void>;
  /** where the templates are kept (default .cache/demo-template, or LEAGUE_TEMPLATE_DIR) */
  templatesDir?: string;
}

/**
 * The data dir of the demo league for these inputs, recorded now when there is none yet (the first
 * start of a day, or after a change of the sources). Answers its folder.
 */
export async function ensureDemoTemplate(options: DemoTemplateOptions): Promise<string> {
  const templatesDir = options.templatesDir ?? demoTemplatesDir(options.rootDir);
  const key = demoTemplateKey(options);
  const template = join(templatesDir, key);
  if (existsSync(template)) {
    await makeOwnerOnly(templatesDir); // one recorded before templates were kept owner-only
    return template;
  }

  options.logger.info('recording the demo league once (later fresh data dirs start from a copy)…');
  const partial = join(templatesDir, `${key}.${process.pid}.partial`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makeOwnerOnly(templatesDir);
  try {
    await options.record(partial);
    for (const own of OWN_FILES) await rm(join(partial, own), { force: true });
    // the demo's coaches and registrants are personal data like any other: owner-only, as a data dir
    await makeOwnerOnly(partial);
    try {
      await rename(partial, template); // atomic: a start in parallel never copies half a template
    } catch (error) {
      if (!existsSync(template)) throw error; // else another start recorded the same one just now
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  // templates of other days and sources are never used again
  for (const entry of await readdir(templatesDir)) {
    if (entry !== key && !entry.endsWith('.partial')) {
      await rm(join(templatesDir, entry), { recursive: true, force: true });
    }
  }
  return template;
}

/** Copies the template's files into a fresh data dir (one with no database yet), owner-only. */
export async function copyDemoTemplate(template: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const entry of await readdir(template)) {
    if (OWN_FILES.has(entry)) continue;
    await cp(join(template, entry), join(dataDir, entry), {
      recursive: true,
      errorOnExist: true,
      force: false,
    });
  }
  await makeOwnerOnly(dataDir);
}
