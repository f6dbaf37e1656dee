import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from './projection';
import { rowProjection } from './row-projection';
import type { DerivedTable, RowHandlers } from './rows';

interface AnEvent {
  type: string;
  data: unknown;
}

/** How a projection handles one event type: the event as recorded, typed by its type. */
export type EventHandler<E extends AnEvent> = (
  tx: SqlClient,
  schema: string,
  event: RecordedEvent & E,
) => Promise<void>;

/**
 * A handler for every event type of the projection's events, or 'ignored' for a type it leaves aside on
 * purpose: an event type added to a union the projection reads fails to compile until the projection
 * says what it does with it. It reads (`handles`) the types it has a handler for.
 */
export type EventHandlers<E extends AnEvent> = {
  [T in E['type']]: EventHandler<Extract<E, { type: T }>> | 'ignored';
};

export interface ProjectionDefinition<E extends AnEvent> extends Omit<Projection, 'handles' | 'apply'> {
  /** the events as the handlers get them (e.g. with sealed personal fields opened); as recorded by default */
  open?: (tx: SqlClient, events: readonly RecordedEvent[]) => Promise<readonly RecordedEvent[]>;
  on: EventHandlers<E>;
}

/**
 * A projection written once as row changes (`projectors/src/rows.ts`): the runner applies them as SQL
 * live, and a rebuild in memory, writing the final rows in bulk.
 */
export interface RowProjectionDefinition<E extends AnEvent> extends Omit<
  Projection,
  'handles' | 'apply' | 'fold'
> {
  evolve: RowHandlers<E>;
  /** its tables computed from others at the end of each batch (standings from games, statistics from lines) */
  derive?: readonly DerivedTable[];
}

/**
 * A projection from its handlers: it reads exactly the event types it has a handler for, and applies a
 * batch in log order inside the runner's transaction. Handlers that `evolve` rows (pure, the same live
 * and in a rebuild) are the rule for a read model a rebuild folds in memory; handlers `on` an event run
 * their own statements, event by event.
 */
export function defineProjection<E extends AnEvent>(definition: RowProjectionDefinition<E>): Projection;
export function defineProjection<E extends AnEvent>(definition: ProjectionDefinition<E>): Projection;
export function defineProjection<E extends AnEvent>(
  definition: ProjectionDefinition<E> | RowProjectionDefinition<E>,
): Projection {
  if ('evolve' in definition) {
    const { evolve, derive, ...projection } = definition;
    return { ...projection, ...rowProjection(projection.tables, evolve, derive) };
  }
  const { open, on, ...projection } = definition;
  // the one place an event's type picks its handler: every handler is typed by that type above
  const handlers = Object.fromEntries(
    Object.entries(on as Record<string, EventHandler<AnEvent> | 'ignored'>).filter(
      (entry): entry is [string, EventHandler<AnEvent>] => entry[1] !== 'ignored',
    ),
  );
  return {
    ...projection,
    handles: Object.keys(handlers),
    async apply(tx, schema, events) {
      for (const event of open ? await open(tx, events) : events) {
        await handlers[event.type]?.(tx, schema, event as RecordedEvent & AnEvent);
      }
    },
  };
}

/**
 * Writes a row unless the table holds it already at the same or a newer version: INSERT … ON CONFLICT
 * (key) DO UPDATE … WHERE version < the row's. A batch applied twice, or an old event delivered
 * again, changes nothing. `row` names every column it sets, `version` included; `onInsert` the columns
 * only a new row gets (an update leaves them as they are).
 */
export async function upsertNewer(
  tx: SqlClient,
  table: string,
  key: readonly string[],
  row: Readonly<Record<string, unknown>> & { version: number },
  onInsert: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const updates = Object.keys(row).filter((column) => !key.includes(column));
  const columns = [...Object.keys(row), ...Object.keys(onInsert)];
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${key.join(', ')}) DO UPDATE
       SET ${updates.map((column) => `${column} = excluded.${column}`).join(', ')}
       WHERE ${table}.version < excluded.version`,
    [...Object.values(row), ...Object.values(onInsert)],
  );
}

/**
 * Changes the columns of `set` (and the version) of the rows matching `where`, only where the row's
 * version is older than `version`: an event delivered again changes nothing.
 */
export async function updateNewer(
  tx: SqlClient,
  table: string,
  where: Readonly<Record<string, unknown>>,
  set: Readonly<Record<string, unknown>>,
  version: number,
): Promise<void> {
  const keys = Object.keys(where);
  const columns = Object.keys(set);
  const at = (i: number) => `$${i + 1}`;
  await tx.query(
    `UPDATE ${table} SET ${[...columns, 'version'].map((column, i) => `${column} = ${at(i)}`).join(', ')}
      WHERE ${keys.map((key, i) => `${key} = ${at(columns.length + 1 + i)}`).join(' AND ')}
        AND version < ${at(columns.length)}`,
    [...Object.values(set), version, ...Object.values(where)],
  );
}

/** Writes a row once: INSERT … ON CONFLICT (key) DO NOTHING, so a row delivered again stays as it is. */
export async function insertOnce(
  tx: SqlClient,
  table: string,
  key: readonly string[],
  row: Readonly<Record<string, unknown>>,
): Promise<void> {
  const columns = Object.keys(row);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${key.join(', ')}) DO NOTHING`,
    Object.values(row),
  );
}

/** Deletes the rows whose columns hold the values of `where`. */
export async function deleteWhere(
  tx: SqlClient,
  table: string,
  where: Readonly<Record<string, unknown>>,
): Promise<void> {
  const conditions = Object.keys(where).map((column, i) => `${column} = $${i + 1}`);
  await tx.query(`DELETE FROM ${table} WHERE ${conditions.join(' AND ')}`, Object.values(where));
}

const SCHEMA_MARK = 'schema_of_the_build';

/**
 * A projection's tables from the one script that creates them (each named `${schema}.<table>`): their
 * names, in the script's order, and the setup that runs the script in the build's schema.
 */
export function tablesOf(ddl: (schema: string) => string): Pick<Projection, 'tables' | 'setup'> {
  const created = ddl(SCHEMA_MARK).matchAll(new RegExp(`CREATE TABLE ${SCHEMA_MARK}\\.(\\w+)`, 'g'));
  return {
    tables: [...created].map((match) => match[1]!),
    async setup(db, schema) {
      await db.exec(ddl(schema));
    },
  };
}
