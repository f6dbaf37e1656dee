import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../sql';
import { newPersonKey } from './cipher';

/** Where the person keys live (never in the log): keys.person_keys, or memory for tests. */
export interface PersonKeys {
  /** The person's key, created when it has none yet (the first sealed value of that person). */
  keyFor(personId: string): Promise<Buffer>;
  /** The keys of these persons, each created when it has none yet (an e-mail's recipients at once). */
  keysFor(personIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** The keys that exist among these persons (an erased or unknown person has none). */
  existing(personIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** Deletes the person's key; true when there was one. */
  erase(personId: string): Promise<boolean>;
  /** The site's secret of this name (32 random bytes, created on first use, never changed). */
  secret(name: string): Promise<Buffer>;
}

const asBuffer = (value: unknown) => Buffer.from(value as Uint8Array);

/** Keys in keys.person_keys and keys.secrets (migration 005) of `db`. */
export function sqlPersonKeys(db: SqlClient): PersonKeys {
  const secrets = new Map<string, Promise<Buffer>>();
  const existing = async (personIds: readonly string[]) => {
    const found = new Map<string, Buffer>();
    if (personIds.length === 0) return found;
    const { rows } = await db.query<{ person_id: string; key: unknown }>(
      'SELECT person_id, key FROM keys.person_keys WHERE person_id = ANY($1::text[])',
      [[...new Set(personIds)]],
    );
    for (const row of rows) found.set(row.person_id, asBuffer(row.key));
    return found;
  };
  return {
    async keyFor(personId) {
      const known = (await existing([personId])).get(personId);
      if (known) return known;
      // two writers may create it at once: the first row wins and both use it
      await db.query(
        'INSERT INTO keys.person_keys (person_id, key) VALUES ($1, $2) ON CONFLICT (person_id) DO NOTHING',
        [personId, newPersonKey()],
      );
      const created = (await existing([personId])).get(personId);
      if (!created) throw new Error(`The key of ${personId} could not be recorded`);
      return created;
    },
    async keysFor(personIds) {
      const known = await existing(personIds);
      const missing = [...new Set(personIds)].filter((id) => !known.has(id));
      if (missing.length === 0) return known;
      // one statement for all: as in keyFor, a key another writer created first wins
      await db.query(
        `INSERT INTO keys.person_keys (person_id, key)
         SELECT id, decode(key, 'hex') FROM unnest($1::text[], $2::text[]) AS k(id, key)
         ON CONFLICT (person_id) DO NOTHING`,
        [missing, missing.map(() => newPersonKey().toString('hex'))],
      );
      const created = await existing(missing);
      for (const id of missing) {
        const key = created.get(id);
        if (!key) throw new Error(`The key of ${id} could not be recorded`);
        known.set(id, key);
      }
      return known;
    },
    existing,
    async erase(personId) {
      const { rows } = await db.query(
        'DELETE FROM keys.person_keys WHERE person_id = $1 RETURNING person_id',
        [personId],
      );
      return rows.length > 0;
    },
    secret(name) {
      let secret = secrets.get(name);
      if (!secret) {
        secret = (async () => {
          await db.query(
            'INSERT INTO keys.secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
            [name, randomBytes(32)],
          );
          const { rows } = await db.query<{ value: unknown }>(
            'SELECT value FROM keys.secrets WHERE name = $1',
            [name],
          );
          if (!rows[0]) throw new Error(`The secret ${name} could not be recorded`);
          return asBuffer(rows[0].value);
        })();
        secret.catch(() => secrets.delete(name));
        secrets.set(name, secret);
      }
      return secret;
    },
  };
}

/** Keys in this process's memory: for tests and tools on an in-memory event store (lost at exit). */
export function memoryPersonKeys(): PersonKeys {
  const keys = new Map<string, Buffer>();
  const secrets = new Map<string, Buffer>();
  const keyOf = (personId: string) => {
    let key = keys.get(personId);
    if (!key) keys.set(personId, (key = newPersonKey()));
    return key;
  };
  return {
    keyFor: async (personId) => keyOf(personId),
    keysFor: async (personIds) => new Map(personIds.map((id) => [id, keyOf(id)])),
    async existing(personIds) {
      return new Map(personIds.flatMap((id) => (keys.has(id) ? [[id, keys.get(id)!] as const] : [])));
    },
    async erase(personId) {
      return keys.delete(personId);
    },
    async secret(name) {
      let secret = secrets.get(name);
      if (!secret) secrets.set(name, (secret = randomBytes(32)));
      return secret;
    },
  };
}
