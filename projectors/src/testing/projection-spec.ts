import { expect } from 'vitest';
import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { BatchContext, Projection, ProjectionFold, RowCache } from '../projection';
import { insertRows } from '../runner/bulk';
import { projectionClient } from '../runner/client';
import { createRowCache } from '../runner/row-cache';
import { isWellFormed, Recorder, type GivenEvent } from './recording';
import { eraseKeys, readRows, resetSchemas, useSpecDatabase } from './spec-database';

export { recordedAtOf, uuid, type GivenEvent } from './recording';

/**
 * Specifications of a projection that read "given these events, then these rows", on PGlite:
 *
 *   const spec = projectionSpec(venuesProjection);
 *   await spec.given(created, renamed).then('SELECT venue_name FROM venues ORDER BY venue_id', [{ … }]);
 *   await spec.given(created).when(removed).then('SELECT * FROM venues', []);
 *
 * `given` is one batch of the log, each `when` one more, applied as the runner applies a batch (the events
 * the projection handles, in one transaction, through the runner's write batching); the envelopes are
 * filled in (see GivenEvent). The query names the projection's tables without a schema and orders its
 * rows. Every `then` of a log a rebuild could read also holds the projection to itself: the same log
 * applied one event per batch, and folded in memory when the projection has a fold, gives the same rows.
 * A scenario is applied on its first `then`; its later `then`s read the same tables.
 */
export interface ProjectionSpec {
  given(...events: GivenEvent[]): Scenario;
}

export interface Scenario {
  /** the events as a later batch of the log (an event object given before is delivered again) */
  when(...events: GivenEvent[]): Scenario;
  /** every event so far delivered again as one more batch (a retried batch, or a replay over the tables) */
  whenAppliedAgain(): Scenario;
  /** these persons' keys deleted before the log is applied: a rebuild after their erasure */
  withErasedKeys(...personIds: string[]): Scenario;
  /** expects `sql` (with `params`) to read exactly these rows, in this order */
  then(sql: string, expected: readonly object[], params?: readonly unknown[]): Promise<void>;
  /** expects applying the log to fail with this message; the batches before the failing one stay */
  thenThrows(message: string | RegExp): Promise<void>;
}

export interface ProjectionSpecOptions {
  /** the fold each well-formed log is also folded with (default: the projection's own); false: none */
  fold?: (() => ProjectionFold) | false;
  /** also apply each well-formed log one event per batch (default true) */
  eventByEvent?: boolean;
}

type Step = { events: readonly GivenEvent[] } | 'again';
interface Applied {
  live: string;
  /** the other builds of the same log, held to the live one's rows */
  checks: { label: string; schema: string }[];
}

let specs = 0;

/** Call at the top of a test file: the file's database is opened before its tests and closed after. */
export function projectionSpec(projection: Projection, options: ProjectionSpecOptions = {}): ProjectionSpec {
  const database = useSpecDatabase();
  const fold = options.fold === undefined ? projection.fold : options.fold || undefined;
  const prefix = `spec${++specs}_${projection.name}`;
  const schemas = { live: `${prefix}_live`, each: `${prefix}_each`, fold: `${prefix}_fold` };
  const handles = new Set(projection.handles);
  let current: { scenario: Scenario; applied: Applied } | null = null;

  async function applyBatch(
    db: SqlClient,
    schema: string,
    events: readonly RecordedEvent[],
    rows?: RowCache,
  ) {
    const handled = events.filter((event) => handles.has(event.type));
    if (handled.length === 0) return;
    const committed: (() => void)[] = [];
    const context: BatchContext = { ...(rows ? { rows } : {}), afterCommit: (done) => committed.push(done) };
    await db.transaction(async (tx) => {
      const writes = projectionClient(tx);
      await projection.apply(writes, schema, handled, context);
      await writes.flush();
    });
    committed.forEach((done) => done());
  }

  /** The batches as recorded, and the log (each event once, in the order it was first recorded). */
  async function record(db: SqlClient, steps: readonly Step[]) {
    const recorder = new Recorder(db);
    const batches: { all: RecordedEvent[]; fresh: RecordedEvent[] }[] = [];
    const log: RecordedEvent[] = [];
    for (const step of steps) {
      if (step === 'again') {
        batches.push({ all: [...log], fresh: [] });
        continue;
      }
      const batch = { all: [] as RecordedEvent[], fresh: [] as RecordedEvent[] };
      for (const given of step.events) {
        const { event, again } = await recorder.record(given);
        batch.all.push(event);
        if (!again) batch.fresh.push(event);
      }
      log.push(...batch.fresh);
      batches.push(batch);
    }
    return { batches, log };
  }

  async function applyChecks(db: SqlClient, batches: Awaited<ReturnType<typeof record>>['batches']) {
    const checks: Applied['checks'] = [];
    const log = batches.flatMap((batch) => batch.fresh);
    if (!isWellFormed(log)) return checks;
    if (options.eventByEvent ?? true) {
      for (const event of log) await applyBatch(db, schemas.each, [event]);
      checks.push({ label: 'the log applied one event per batch', schema: schemas.each });
    }
    if (fold) {
      const folding = fold();
      for (const batch of batches) {
        const handled = batch.fresh.filter((event) => handles.has(event.type));
        if (handled.length > 0) folding.apply(handled);
      }
      for (const [table, rows] of Object.entries(folding.rows()))
        await insertRows(db, `${schemas.fold}.${table}`, rows);
      checks.push({ label: 'the fold (a rebuild in memory)', schema: schemas.fold });
    }
    return checks;
  }

  function scenario(steps: readonly Step[], erased: readonly string[]): Scenario {
    const described = steps
      .map((step, i) =>
        step === 'again' ? 'all again' : `${i === 0 ? 'given' : 'when'} ${step.events.length}`,
      )
      .join(', ');

    async function apply(): Promise<{ applied: Applied; error?: unknown }> {
      const db = await database();
      await resetSchemas(db, projection, Object.values(schemas));
      const { batches } = await record(db, steps);
      await eraseKeys(db, erased);
      // the batches as given keep their rows between them, as the embedded runner does; one event per
      // batch reads them every time
      const kept = createRowCache(1_000);
      try {
        for (const batch of batches) await applyBatch(db, schemas.live, batch.all, kept);
      } catch (error) {
        return { applied: { live: schemas.live, checks: [] }, error };
      }
      return { applied: { live: schemas.live, checks: await applyChecks(db, batches) } };
    }

    const self: Scenario = {
      when: (...events) => scenario([...steps, { events }], erased),
      whenAppliedAgain: () => scenario([...steps, 'again'], erased),
      withErasedKeys: (...personIds) => scenario(steps, [...erased, ...personIds]),
      async then(sql, expected, params = []) {
        if (typeof sql !== 'string') throw new Error('Await .then(sql, rows), not the scenario itself');
        if (current?.scenario !== self) {
          const { applied, error } = await apply();
          if (error) throw error;
          current = { scenario: self, applied };
        }
        const db = await database();
        const { live, checks } = current.applied;
        const rows = await readRows(db, live, sql, params);
        if (rows.length > 1 && !/\border\s+by\b/i.test(sql))
          throw new Error(`The query reads ${rows.length} rows: give them an order (ORDER BY): ${sql}`);
        expect(rows, `${described} → ${sql}`).toEqual(expected);
        for (const check of checks) {
          const other = await readRows(db, check.schema, sql, params);
          expect(other, `${check.label} differs from the batches as given (${described}) → ${sql}`).toEqual(
            rows,
          );
        }
      },
      async thenThrows(message) {
        const { applied, error } = await apply();
        current = { scenario: self, applied };
        if (error === undefined) throw new Error(`Expected applying (${described}) to fail, but it did not`);
        expect(error instanceof Error ? error.message : String(error)).toMatch(message);
      },
    };
    return self;
  }

  return { given: (...events) => scenario([{ events }], []) };
}
