import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './embedded-app';

const run = promisify(execFile);
const ADAPTERS = ['minio', 'kafkajs', 'nodemailer', '@eventstore/db-client'];

/**
 * The embedded site loads no adapter it does not use: the packages of EventStoreDB, Kafka, S3 and SMTP
 * (tens of MB and part of a second of start-up each) load when configured. A module hook records every
 * import of them while the embedded launcher's modules load in a fresh process.
 */
describe('the embedded site’s start-up', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'league-lazy-'));
    await writeFile(
      join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
       const watched = new Set(${JSON.stringify(ADAPTERS)});
       export async function resolve(specifier, context, next) {
         if (watched.has(specifier)) appendFileSync(${JSON.stringify(join(dir, 'imported.txt'))}, specifier + '\\n');
         return next(specifier, context);
       }`,
    );
    await writeFile(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});`,
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const importsWhileLoading = async (code: string) => {
    await rm(join(dir, 'imported.txt'), { force: true });
    await run(
      process.execPath,
      ['--import', join(dir, 'register.mjs'), '--import', 'tsx', '--input-type=module', '-e', code],
      {
        cwd: ROOT_DIR,
      },
    );
    const text = await readFile(join(dir, 'imported.txt'), 'utf8').catch(() => '');
    return text.split('\n').filter(Boolean);
  };

  it('loads none of the EventStoreDB, Kafka, S3 or SMTP packages', async () => {
    expect(await importsWhileLoading(`await import('./launch/embedded-app.ts');`)).toEqual([]);
  });

  it('sees a package that is imported (the check itself works)', async () => {
    expect(await importsWhileLoading(`await import('kafkajs');`)).toEqual(['kafkajs']);
  });
});
