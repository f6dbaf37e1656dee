import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROJECTION_NAMES, type ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { allProjections } from '@league/projectors';

/**
 * Each read of read-models/src declares the projections it reads (`reads` of its module), and the query
 * API waits for them and versions its cached answers by them (docs/architecture.md, "A read"): a table
 * its SQL names whose projection it does not declare would leave a cached answer stale when that
 * projection moves. Each read is run against a client that keeps its SQL (every read is one statement),
 * and each `rm.<table>` it names is mapped to the projection whose tables hold it.
 */

const READ_MODELS = fileURLToPath(new URL('../../read-models/src/', import.meta.url));
const modules = readdirSync(READ_MODELS)
  .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
  .map((file) => file.replace(/\.ts$/, ''));

/** The arguments of the reads that need more than ids to build their SQL. */
const argumentsOf: Record<string, readonly unknown[]> = {
  scheduleItems: [{ by: 'team', teamId: 't', leagueId: 'l' }],
  calendarItems: [{ by: 'team', teamId: 't', leagueId: 'l' }, '2026-01-01T00:00:00Z'],
  registeredTeams: [{ isCurrent: true, year: 2026 }],
  loadStandingsInput: ['rm', 'l', '2026-01-01'],
};

const projectionOfTable = new Map(
  allProjections.flatMap((projection) => projection.tables.map((table) => [table, projection.name] as const)),
);

/** The SQL a read-model function sends, or null for what is not a read (an SQL fragment, a constant). */
async function sqlOf(name: string, fn: (...args: unknown[]) => unknown): Promise<string[] | null> {
  const sent: string[] = [];
  const db = {
    kind: 'pg',
    async query(text: string) {
      sent.push(text);
      return { rows: [] };
    },
  } as unknown as SqlClient;
  const answer = fn(db, ...(argumentsOf[name] ?? ['id', 'id', 'id']));
  if (!(answer instanceof Promise)) return null;
  // an empty answer may not suit what the read makes of its rows: its SQL is sent by then
  await answer.catch(() => undefined);
  return sent;
}

/** The projections whose tables the SQL names as rm.<table>, and the tables no projection holds. */
function projectionsNamedIn(sql: readonly string[]) {
  const tables = new Set(
    sql.flatMap((text) => [...text.matchAll(/\brm\.([a-z_][a-z0-9_]*)/g)].map((m) => m[1]!)),
  );
  const projections = new Set<string>();
  const unknown: string[] = [];
  for (const table of tables) {
    const projection = projectionOfTable.get(table);
    if (projection) projections.add(projection);
    else unknown.push(table);
  }
  return { projections: [...projections].sort(), unknown };
}

describe('the projections each read declares', () => {
  it('are the projections of the site, by the names the projectors give them', () => {
    expect([...PROJECTION_NAMES].sort()).toEqual(allProjections.map((projection) => projection.name).sort());
  });

  it.each(modules)(
    'read-models/src/%s.ts: every rm. table a read names is of a projection it declares',
    async (file) => {
      const module = (await import(`@league/read-models/${file}`)) as Record<string, unknown> & {
        reads?: ReadsDeclaration;
      };
      const declared: ReadsDeclaration = module.reads ?? {};
      const undeclared: string[] = [];
      const reads: string[] = [];
      for (const [name, fn] of Object.entries(module)) {
        if (typeof fn !== 'function') continue;
        const sql = await sqlOf(name, fn as (...args: unknown[]) => unknown);
        if (sql === null) continue;
        expect(sql.length, `${name} sent no SQL: give it arguments in argumentsOf`).toBeGreaterThan(0);
        reads.push(name);
        const { projections, unknown } = projectionsNamedIn(sql);
        expect(unknown, `${name} reads tables that are no projection's`).toEqual([]);
        const missing = projections.filter((projection) => !declared[name]?.includes(projection as never));
        if (missing.length > 0) undeclared.push(`${name} reads ${missing.join(', ')} undeclared`);
      }
      expect(undeclared).toEqual([]);
      // a declaration names a read of the module
      expect(Object.keys(declared).sort()).toEqual(reads.sort());
    },
  );
});
