import { START, type Position } from '@league/contracts';

/** Names that end up inside SQL text (schemas, tables) are generated identifiers: checked, never quoted. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** PostgreSQL truncates identifiers to 63 bytes; a truncated schema name could collide with another. */
const MAX_IDENTIFIER = 63;
/** Tables of the runner itself in schema rm; a projection's view must never replace them. */
const RESERVED_TABLES = new Set(['projection_state', 'relay_checkpoint']);

export function assertIdentifier(value: string, what: string): string {
  if (!IDENTIFIER.test(value) || value.length > MAX_IDENTIFIER) {
    throw new Error(
      `${what} must match ${String(IDENTIFIER)} and be at most ${MAX_IDENTIFIER} characters: ${value}`,
    );
  }
  return value;
}

export function assertTableName(table: string): string {
  assertIdentifier(table, 'Table name');
  if (RESERVED_TABLES.has(table)) throw new Error(`Table name ${table} is reserved by the projection runner`);
  return table;
}

/** rm_<name>_g<generation>: the schema holding one build of a projection's tables. */
export function generationSchema(name: string, generation: number): string {
  if (!Number.isInteger(generation) || generation < 1) throw new Error(`Not a generation: ${generation}`);
  return assertIdentifier(`rm_${name}_g${generation}`, 'Schema name');
}

/** The generation encoded in a schema name of this projection, or null for any other schema. */
export function schemaGeneration(name: string, schema: string): number | null {
  const prefix = `rm_${name}_g`;
  if (!schema.startsWith(prefix)) return null;
  const rest = schema.slice(prefix.length);
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : null;
}

/** readAll takes null for "from the start"; the state table stores START ('0.0') instead. */
export function readAfter(checkpoint: Position): Position | null {
  return checkpoint === START ? null : checkpoint;
}

/** Advisory lock keys: (namespace, 32-bit FNV-1a of the name), so projections and the relay never share one. */
export const PROJECTION_LOCK_NAMESPACE = 7_351_002;
export const RELAY_LOCK_NAMESPACE = 7_351_003;

export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0; // signed int4, as pg_try_advisory_lock(int, int) takes it
}
